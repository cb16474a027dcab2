import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { HttpDrain } from '@prism/contracts/server-drain';

/**
 * A real HTTP server: /slow answers after 300 ms, /stream sends its headers at once and
 * ends 300 ms later, /now answers within the request event (as the readiness probe does),
 * /never never answers, the rest on the next tick.
 */
async function startServer(): Promise<{ server: Server; drain: HttpDrain; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/never') return;
    if (req.url === '/now') return void res.end('ready');
    if (req.url === '/stream') {
      res.flushHeaders();
      return void setTimeout(() => res.end('streamed'), 300);
    }
    setTimeout(() => res.end('done'), req.url === '/slow' ? 300 : 0);
  });
  // Node's default keep-alive timeout is 5 s: a drain that waited for it would be slow.
  server.keepAliveTimeout = 30_000;
  const drain = new HttpDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

function fetchWith(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      get({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      }).on('error', reject);
    },
  );
}

describe('HttpDrain', () => {
  it('lets the request in flight finish, closes kept-alive connections, then stops', async () => {
    const { drain, port } = await startServer();
    const agent = new Agent({ keepAlive: true });
    await fetchWith(agent, port, '/fast'); // leaves an idle kept-alive connection
    const slow = fetchWith(agent, port, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    expect(drain.inFlightCount).toBe(1);

    const started = Date.now();
    const cut = await drain.drain(10_000);
    expect(cut).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(slow).resolves.toEqual({ status: 200, connection: 'close', body: 'done' });
    // Nothing listens any more.
    await expect(fetchWith(new Agent(), port, '/fast')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    agent.destroy();
  });

  it('tells a request that comes during the drain to reconnect, even one answered at once', async () => {
    const { drain, port } = await startServer();
    // A request on a connection the drain cannot close yet (an answer under way), sent
    // once the drain has begun and answered before a listener after the app's could run.
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /stream HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const drained = drain.drain(10_000);
    socket.write('GET /now HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect(drained).resolves.toBe(0);
    await ended;
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
    expect(answers[1]).toMatch(/ready$/);
  });

  it('cuts what is still running when the grace period ends', async () => {
    const { drain, port } = await startServer();
    const hanging = fetchWith(new Agent(), port, '/never');
    await new Promise((r) => setTimeout(r, 50));

    const started = Date.now();
    await expect(drain.drain(200)).resolves.toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
