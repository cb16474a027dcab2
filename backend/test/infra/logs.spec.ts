// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
/**
 * Structured logs (ADR 014): the built server in production writes one JSON object per
 * line, every line written while a request is handled carries its request id (echoed in
 * X-Request-Id), and no password, secret, cookie or authorization header ever appears.
 * An unexpected error is logged once, with its stack and the request id, and never shown.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { UsersService } from '../../src/users/users.service';
import { makeTempDir } from '../support/test-database';
import { jsonLines, startBuiltServer, type BuiltServer } from './built-server';

// Real processes and argon2 hashing on a shared, sometimes busy machine.
jest.setTimeout(300_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('logs of the built server in production', () => {
  let server: BuiltServer;
  const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`;
  const bearer = `bearer-${randomBytes(6).toString('hex')}`;
  let cookie = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startBuiltServer();
    const http = () => request(server.url);

    const wrong = await http()
      .post('/api/auth/login')
      .set('X-Request-Id', 'client-chosen.id:1')
      .send({ username: server.admin.username, password: wrongPassword });
    expect(wrong.status).toBe(401);
    ids.wrong = wrong.headers['x-request-id'] as string;

    const right = await http()
      .post('/api/auth/login')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ username: server.admin.username, password: server.admin.password });
    expect(right.status).toBe(200);
    ids.right = right.headers['x-request-id'] as string;
    cookie = (right.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;

    const check = await http()
      .get('/api/auth/check')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'has spaces; and "quotes"');
    expect(check.body).toMatchObject({ authenticated: true });
    ids.check = check.headers['x-request-id'] as string;

    const probe = await http().get('/api/content-version');
    expect(probe.status).toBe(200);
    ids.probe = probe.headers['x-request-id'] as string;

    const malformed = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "owner", "password": ');
    expect(malformed.status).toBe(400);
    ids.malformed = malformed.headers['x-request-id'] as string;

    // A probe that fails still gets its line: take its table away behind the server's back.
    const db = new Database(path.join(server.dataDir, 'prism.sqlite'));
    db.exec('DROP TABLE content_version');
    db.close();
    const failing = await http().get('/api/content-version');
    expect(failing.status).toBe(500);
    ids.failingProbe = failing.headers['x-request-id'] as string;

    // The last request's line is written as its answer ends: wait for it, then stop.
    await server.waitForLine((line) => line.includes(`"requestId":"${ids.malformed!}"`));
    server.signal('SIGTERM');
    await server.exited;
  });
  afterAll(() => server.cleanup());

  it('writes nothing but JSON objects, one per line, with level, time and message', () => {
    expect(server.stderr()).toBe('');
    const lines = jsonLines(server);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line).toEqual(
        expect.objectContaining({
          level: expect.stringMatching(/^(trace|debug|info|warn|error|fatal)$/),
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
          msg: expect.any(String),
        }),
      );
    }
  });

  it('keeps a sane incoming request id, replaces any other with a UUID, and echoes it', () => {
    expect(ids.wrong).toBe('client-chosen.id:1');
    expect(ids.right).toMatch(UUID);
    expect(ids.check).toMatch(UUID);
    expect(ids.malformed).toMatch(UUID);
    expect(ids.probe).toMatch(UUID);
    expect(new Set(Object.values(ids)).size).toBe(6);
  });

  it('logs one line per request with its id, method, path, status and duration', () => {
    const byId = (id: string) => jsonLines(server).filter((l) => l.requestId === id && l.req);
    expect(byId(ids.wrong!)).toEqual([
      expect.objectContaining({
        msg: 'POST /api/auth/login 401',
        req: { method: 'POST', url: '/api/auth/login', ip: '127.0.0.1' },
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(byId(ids.right!)).toHaveLength(1);
    expect(byId(ids.check!)[0]).toMatchObject({ msg: 'GET /api/auth/check 200' });
    // Refused by the body parser, before any route: still an id and a line.
    expect(byId(ids.malformed!)[0]).toMatchObject({ msg: 'POST /api/auth/login 400' });
  });

  it("leaves out the site's content-version probe when it answers, not when it fails", () => {
    expect(ids.probe).toBeTruthy();
    expect(jsonLines(server).filter((l) => l.requestId === ids.probe)).toEqual([]);
    const failed = jsonLines(server).filter((l) => l.requestId === ids.failingProbe && l.req);
    expect(failed).toEqual([
      expect.objectContaining({ level: 'error', msg: 'GET /api/content-version 500' }),
    ]);
  });

  it('puts the request id on every line written while requests were handled', () => {
    // Lines come in order: everything between start-up and the signal was request work.
    const lines = jsonLines(server);
    const started = lines.findIndex((l) => String(l.msg).startsWith('API listening on'));
    const stopping = lines.findIndex((l) => String(l.msg).startsWith('SIGTERM received'));
    expect(started).toBeGreaterThan(-1);
    expect(stopping).toBeGreaterThan(started);
    const during = lines.slice(started + 1, stopping);
    expect(during.length).toBeGreaterThanOrEqual(4);
    for (const line of during) {
      expect({ msg: line.msg, requestId: line.requestId }).toEqual({
        msg: line.msg,
        requestId: expect.any(String),
      });
    }
  });

  it('never logs a password, the secret, the session cookie or an authorization header', () => {
    const output = server.stdoutLines().join('\n');
    for (const secret of [
      wrongPassword,
      server.admin.password,
      server.jwtSecret,
      cookie.split('=')[1]!,
      bearer,
    ]) {
      expect({ found: output.includes(secret) }).toEqual({ found: false });
    }
    expect(output).not.toMatch(/authorization|set-cookie|"cookie"/i);
  });
});

describe('an unexpected error', () => {
  let app: NestExpressApplication;
  const lines: string[] = [];
  const dir = makeTempDir();

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir.path,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password',
      SEED_DEMO_CONTENT: 'false',
      LOG_FORMAT: 'json',
    });
    app = await createApp(config, { logDestination: { write: (line) => void lines.push(line) } });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('is logged with its stack and the request id, and answered with a bare 500', async () => {
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const agent = request.agent(url);
    await agent.post('/api/auth/login').send({ username: 'owner', password: 'owner-password' });
    jest.spyOn(app.get(UsersService), 'list').mockRejectedValue(new Error('disk on fire'));

    const res = await agent.get('/api/admin/users').set('X-Request-Id', 'failing-request');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal_error',
      message: 'Internal server error',
    });
    expect(res.headers['x-request-id']).toBe('failing-request');

    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.requestId === 'failing-request');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        context: 'ApiError',
        msg: 'GET /api/admin/users failed',
        err: expect.objectContaining({
          message: 'disk on fire',
          stack: expect.stringContaining('Error: disk on fire'),
        }),
      }),
      // The access line names the signed-in user who made the request.
      expect.objectContaining({
        level: 'error',
        msg: 'GET /api/admin/users 500',
        userId: expect.any(Number),
      }),
    ]);
  });
});
