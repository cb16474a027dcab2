import type { Express } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * ADR 108: the API's server makes each request and response with Express's own prototypes,
 * so Express's per-request `Object.setPrototypeOf` changes nothing (after that swap V8 kept
 * every request's objects into the old generation). Checked before Express sees them.
 */
describe('requests made with Express prototypes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('hands Express requests and responses that already have its prototypes', async () => {
    const express: Express = t.app.getHttpAdapter().getInstance();
    const server: Server = t.app.getHttpServer();
    const seen: boolean[] = [];
    const look = (req: IncomingMessage, res: ServerResponse) => {
      seen.push(
        Object.getPrototypeOf(req) === express.request &&
          Object.getPrototypeOf(res) === express.response,
      );
    };
    server.prependListener('request', look);
    try {
      await t.http().get('/api/health').expect(200);
      await t.http().get('/api/no-such-route').expect(404);
    } finally {
      server.off('request', look);
    }
    expect(seen).toEqual([true, true]);
  });
});
