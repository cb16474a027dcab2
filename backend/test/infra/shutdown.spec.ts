/**
 * Graceful shutdown of the built server (ADR 014): SIGTERM during a request lets it finish,
 * refuses new connections, and exits 0 within the grace period; kept-alive connections do
 * not hold it open; a request that never ends is cut when the grace period is over.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { startBuiltServer, type BuiltServer } from './built-server';

// Real processes and argon2 hashing on a shared, sometimes busy machine.
jest.setTimeout(300_000);

let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

/** Opens a raw connection and sends a sign-in request whose body stops half-way. */
async function startSlowSignIn(s: BuiltServer, password: string) {
  const socket = connect(s.port, '127.0.0.1');
  await once(socket, 'connect');
  const body = JSON.stringify({ username: s.admin.username, password });
  socket.write(
    [
      'POST /api/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${s.port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Request-Id: slow-sign-in',
      '',
      '',
    ].join('\r\n'),
  );
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  let response = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (response += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(response)));
  socket.on('error', () => undefined);
  // A round trip on another connection: by its answer the server has read what we sent.
  await new Promise((r) => setTimeout(r, 100));
  expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  return { socket, rest: body.slice(half), closed };
}

function connectionRefused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const logged = (text: string) => (line: string) => line.includes(text);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new connections, then exits 0', async () => {
    server = await startBuiltServer({ SHUTDOWN_GRACE_SECONDS: '10' });
    const slow = await startSlowSignIn(server, server.admin.password);

    const signalled = Date.now();
    server.signal('SIGTERM');
    const draining = await server.waitForLine(logged('SIGTERM received'));
    expect(JSON.parse(draining)).toMatchObject({
      level: 'info',
      msg: 'SIGTERM received: finishing 1 request(s) in flight (up to 10000 ms)',
    });
    expect(await connectionRefused(server.port)).toBe('ECONNREFUSED');

    await sleep(500); // still waiting for its request
    slow.socket.write(slow.rest);
    const response = await slow.closed;
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).toMatch(/\r\nX-Request-Id: slow-sign-in\r\n/i);
    expect(response).toMatch(/\r\nSet-Cookie: /i);

    await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const requestLine: unknown = JSON.parse(
      await server.waitForLine(logged('"requestId":"slow-sign-in"')),
    );
    expect(requestLine).toMatchObject({ res: { statusCode: 200 } });
    await server.waitForLine(logged('"msg":"Stopped"'));
  });

  it('with SHUTDOWN_DELAY_SECONDS, fails readiness at once and serves on until the delay ends', async () => {
    server = await startBuiltServer({ SHUTDOWN_DELAY_SECONDS: '2' });
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    server.signal('SIGTERM');
    expect(JSON.parse(await server.waitForLine(logged('SIGTERM received')))).toMatchObject({
      msg: 'SIGTERM received: not ready, serving on for 2000 ms',
    });
    // A load balancer's check fails; requests it still sends are answered.
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ message: 'The process is shutting down' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Then the listener closes and the process exits as without a delay.
    await server.waitForLine(logged('request(s) in flight'));
    await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
  });

  it('does not wait for idle kept-alive connections', async () => {
    server = await startBuiltServer({ SHUTDOWN_GRACE_SECONDS: '10' });
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      httpRequest(`${server!.url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);

    const signalled = Date.now();
    server.signal('SIGTERM');
    await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
    // Node's keep-alive timeout is 5 s: waiting for it would show here.
    expect(Date.now() - signalled).toBeLessThan(4500);
    agent.destroy();
  });

  it('cuts a request that does not finish within the grace period, then exits 0', async () => {
    server = await startBuiltServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = await startSlowSignIn(server, server.admin.password);

    const signalled = Date.now();
    server.signal('SIGTERM');
    await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
    const elapsed = Date.now() - signalled;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(9000);
    expect(await stuck.closed).toBe('');
    expect(
      JSON.parse(await server.waitForLine(logged('cut after the grace period'))),
    ).toMatchObject({ level: 'warn', msg: '1 request(s) cut after the grace period' });
  });
});
