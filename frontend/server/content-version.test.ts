// @vitest-environment node
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUDIENCE_SECRET_HEADER } from '@prism/contracts';
import { FreshVersion } from '@prism/contracts/server-cache';
import { describe, expect, it, vi } from 'vitest';
import { BackendClient } from './backend';
import { ContentVersion, STREAM_PATH, TRUST_MS } from './content-version';

/** A version source whose answers the test hands out one by one. */
function controlledSource() {
  const pending: ((version: number) => void)[] = [];
  const ask = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
  return { ask, answer: (version: number) => pending.shift()!(version) };
}

describe('FreshVersion', () => {
  it('never answers a caller with a question asked before it called', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 1);
    const early = versions.current();
    // An edit commits now, while the first question is out; this caller must see it.
    const late = versions.current();
    source.answer(1);
    expect(await early).toBe(1);
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(2));
    source.answer(2);
    expect(await late).toBe(2);
  });

  it('lets the callers that arrive while every question is out share the next one', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 1);
    const first = versions.current();
    const batch = [versions.current(), versions.current(), versions.current()];
    source.answer(5);
    await first;
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(2));
    source.answer(6);
    expect(await Promise.all(batch)).toEqual([6, 6, 6]);
    expect(source.ask).toHaveBeenCalledTimes(2);
  });

  it('asks up to `parallel` questions at once, each for the callers that came before it', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 2);
    const first = versions.current();
    const second = versions.current();
    const third = versions.current();
    const fourth = versions.current();
    expect(source.ask).toHaveBeenCalledTimes(2);
    source.answer(1);
    source.answer(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    // The third and fourth came after both questions were out: a third question, asked now.
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(3));
    source.answer(3);
    expect(await Promise.all([third, fourth])).toEqual([3, 3]);
  });

  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0;
    const versions = new FreshVersion(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('API down')) : Promise.resolve(9);
    });
    await expect(versions.current()).rejects.toThrow('API down');
    expect(await versions.current()).toBe(9);
  });

  it('fails the callers waiting behind a failed question at once, without asking again', async () => {
    let calls = 0;
    let fail!: (error: Error) => void;
    const versions = new FreshVersion(() => {
      calls += 1;
      return new Promise<number>((_resolve, reject) => {
        fail = reject;
      });
    });
    const first = versions.current();
    const waiting = versions.current();
    fail(new Error('API paused'));
    await expect(first).rejects.toThrow('API paused');
    await expect(waiting).rejects.toThrow('API paused');
    expect(calls).toBe(1);
  });
});

/** A stand-in API: the version question, and the stream, whose events the test sends. */
async function streamingApi() {
  const asked = { count: 0 };
  let version = 1;
  const streams = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (req.url === STREAM_PATH) {
      if (req.headers[AUDIENCE_SECRET_HEADER] !== SECRET) {
        res.writeHead(403).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      streams.add(res);
      res.once('close', () => streams.delete(res));
      return;
    }
    asked.count += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ version }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    streams,
    setVersion: (next: number) => (version = next),
    push: (pushed: number) => {
      for (const res of streams) res.write(`data: ${pushed}\n\n`);
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const SECRET = 'a-test-secret-of-the-site';

describe('ContentVersion', () => {
  it('serves the pushed version without a question while events arrive, and asks once they stop', async () => {
    const api = await streamingApi();
    let now = 0;
    const versions = new ContentVersion({
      backend: new BackendClient(api.url),
      secret: SECRET,
      now: () => now,
    });
    try {
      // Nothing heard yet: asked, and the stream opened.
      const heard = vi.spyOn(versions, 'heard');
      expect(await versions.current()).toBe(1);
      expect(api.asked.count).toBe(1);
      await vi.waitFor(() => expect(api.streams.size).toBe(1));
      api.push(7);
      await vi.waitFor(() => expect(heard).toHaveBeenLastCalledWith(7));
      expect(versions.current()).toBe(7);
      // A publish elsewhere: the next event carries it, and nothing was asked meanwhile.
      api.push(8);
      await vi.waitFor(() => expect(heard).toHaveBeenLastCalledWith(8));
      expect(versions.current()).toBe(8);
      expect(api.asked.count).toBe(1);
      // The stream falls silent past the trust: views ask again.
      now += TRUST_MS;
      api.setVersion(9);
      expect(await versions.current()).toBe(9);
      expect(api.asked.count).toBe(2);
    } finally {
      versions.close();
      api.close();
    }
  });

  it('asks for every view after a write through this copy, until the stream has surely seen it', async () => {
    const api = await streamingApi();
    let now = 0;
    const versions = new ContentVersion({
      backend: new BackendClient(api.url),
      secret: SECRET,
      now: () => now,
    });
    try {
      const heard = vi.spyOn(versions, 'heard');
      await versions.current();
      await vi.waitFor(() => expect(api.streams.size).toBe(1));
      api.push(3);
      await vi.waitFor(() => expect(heard).toHaveBeenLastCalledWith(3));
      expect(versions.current()).toBe(3);
      versions.changedHere();
      api.setVersion(4);
      // An event read before the write may still be on its way: not trusted.
      api.push(3);
      await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
      expect(await versions.current()).toBe(4);
      // Once the stream has surely read the database after the write, it is trusted again.
      now += TRUST_MS;
      api.push(4);
      await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(3));
      const asked = api.asked.count;
      expect(versions.current()).toBe(4);
      expect(api.asked.count).toBe(asked);
    } finally {
      versions.close();
      api.close();
    }
  });
});
