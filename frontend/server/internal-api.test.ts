// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_SECRET_HEADER } from '@prism/contracts';
import { closeApp, createApp } from './app';
import { loadConfig } from './config';

/**
 * The site's /api proxy on a real server, a listener in the API's place recording what
 * reaches it: the internal routes are never forwarded, however the path is written or
 * whatever header comes with it (issue 44).
 */
describe('the public origin and /api/internal', () => {
  const reached: string[] = [];
  let api: http.Server;
  let app: Express;
  let site: http.Server;
  let sitePort = 0;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      reached.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.setHeader('content-type', 'application/json').end('{}'));
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const config = loadConfig({
      BACKEND_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      AUDIENCE_SECRET: 'a-test-secret-of-the-site',
      AUDIENCE_COUNTING: 'false',
    });
    const build = () => Promise.reject(new Error('no render in this test'));
    app = createApp({ config, build });
    site = app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => site.once('listening', done));
    sitePort = (site.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await closeApp(app);
    await new Promise((done) => site.close(done));
    await new Promise((done) => api.close(done));
  });

  /** A request with its path sent as written (fetch would resolve dot segments first). */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((done, fail) => {
      const req = http.request(
        { host: '127.0.0.1', port: sitePort, method, path, headers },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', fail);
      req.end(method === 'POST' ? '{"views":[]}' : undefined);
    });

  it.each([
    '/api/internal/audience/views',
    '/api/internal/site-hits',
    '/API/Internal/audience/views',
    '/api//internal/site-hits',
    '//api/internal/site-hits',
    '/api/%69nternal/audience/views',
    '/api/./internal/site-hits',
    '/api/x/../internal/site-hits',
    '/api/internal/audience/views/?x=1',
    '/api/internal',
  ])('answers 404 to %s without forwarding it, whatever the headers', async (path) => {
    const before = reached.length;
    for (const method of ['POST', 'GET']) {
      const answer = await send(method, path, {
        'content-type': 'application/json',
        // The value the site server sends, and the one the source code used to carry.
        [AUDIENCE_SECRET_HEADER]: 'a-test-secret-of-the-site',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404 });
    }
    expect(reached.length).toBe(before);
  });

  it('still forwards the rest of /api', async () => {
    for (const path of ['/api/health', '/api/internals-of-nothing', '/api/auth/check']) {
      expect((await send('GET', path)).status).toBe(200);
      expect(reached).toContain(path);
    }
  });
});
