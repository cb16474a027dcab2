// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressHttpServer } from '@prism/contracts/server-http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * ADR 108: the site listens with `expressHttpServer`, whose requests and responses already
 * have the Express application's prototypes when Node hands them over, so Express's
 * per-request swap changes nothing; and Express's own request and response methods still
 * answer through them.
 */
describe('expressHttpServer', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it("hands Express requests and responses that already have the app's prototypes", async () => {
    const app = express();
    app.get('/where', (req, res) => {
      res.json({ path: req.path, query: req.query.q });
    });
    const server = expressHttpServer(app);
    const seen: boolean[] = [];
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.push(
        Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;

    const found = await fetch(`http://127.0.0.1:${port}/where?q=1`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ path: '/where', query: '1' });
    const missing = await fetch(`http://127.0.0.1:${port}/nowhere`);
    expect(missing.status).toBe(404);
    expect(seen).toEqual([true, true]);
  });
});
