// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendClient, BackendError } from './backend';

/** Holds the event loop as a batch of renders does: no timer, no socket read meanwhile. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/**
 * The client against a real HTTP listener: `/version` answers at once, `/silent` never, and
 * `/busy` answers, then holds the event loop (both sides share it here) past the deadline.
 */
describe('BackendClient deadlines', () => {
  const held: http.ServerResponse[] = [];
  let api: http.Server;
  let backend: BackendClient;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      if (req.url === '/silent') {
        held.push(res);
        return;
      }
      res.setHeader('content-type', 'application/json');
      // Once the answer is in the client's socket, the site renders for four deadlines.
      res.end(JSON.stringify({ version: 7 }), () => {
        if (req.url === '/busy') busyFor(200);
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    backend = new BackendClient(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    // A warm connection, as a serving site has.
    await backend.getJson('/version');
  });

  afterAll(async () => {
    for (const res of held) res.destroy();
    await backend.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('takes an answer that arrived while the event loop was busy past the deadline', async () => {
    const answer = backend.getJson<{ version: number }>('/busy', { timeoutMs: 50 });
    await expect(answer).resolves.toEqual({ version: 7 });
  });

  it('counts the deadline from when the question leaves, not from a busy loop before it', async () => {
    const answer = backend.getJson<{ version: number }>('/version', { timeoutMs: 50 });
    // Asked at the start of a batch of renders, as the next version question is.
    busyFor(200);
    await expect(answer).resolves.toEqual({ version: 7 });
  });

  it('times out an API that does not answer, as unavailable', async () => {
    const failure = await backend.getJson('/silent', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ status: 503, unavailable: true });
    expect((failure as BackendError).message).toBe('GET /silent: timed out after 50 ms');
  });
});
