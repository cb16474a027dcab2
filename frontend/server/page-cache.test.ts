// @vitest-environment node
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  compressOnce,
  compressPage,
  etagOf,
  FreshVersion,
  PageCache,
  type CachedPage,
} from './page-cache';

function page(version: number, text: string): CachedPage {
  const body = Buffer.from(text);
  return { version, status: 200, headers: [], body, etag: etagOf(body) };
}

describe('PageCache', () => {
  it('serves a page only at the content version it was made at', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/', page(3, 'v3'));
    expect(cache.get('/', 3)?.body.toString()).toBe('v3');
    expect(cache.get('/', 4)).toBeUndefined();
    // A stale entry is dropped, not kept for later.
    expect(cache.get('/', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keys on path and query', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/?category=brand', page(1, 'brand'));
    expect(cache.get('/', 1)).toBeUndefined();
    expect(cache.get('/?category=brand', 1)?.body.toString()).toBe('brand');
  });

  it('stays within its count and byte bounds, least recently used out first', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set('/a', page(1, 'a'));
    cache.set('/b', page(1, 'b'));
    cache.get('/a', 1);
    cache.set('/c', page(1, 'c'));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.get('/c', 1)).toBeDefined();

    const small = new PageCache({ maxEntries: 100, maxBytes: 25 });
    small.set('/one', page(1, 'x'.repeat(20)));
    small.set('/two', page(1, 'y'.repeat(20)));
    expect(small.size).toBe(1);
    expect(small.get('/two', 1)).toBeDefined();
  });

  it('keeps the brotli and gzip forms made once beside the page, in its byte budget', async () => {
    const html = '<p>hello</p>'.repeat(200);
    const compressed = await compressPage(page(1, html));
    expect(brotliDecompressSync(compressed.br!).toString()).toBe(html);
    expect(gunzipSync(compressed.gzip!).toString()).toBe(html);
    expect(compressed.br!.length).toBeLessThan(compressed.body.length);

    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/', compressed);
    expect(cache.get('/', 1)).toBe(compressed);
    expect(cache.bytes).toBe(
      compressed.body.length + compressed.br!.length + compressed.gzip!.length,
    );
  });

  it('makes only the form its visitor accepts for a page sent once, and none for identity', async () => {
    const html = '<p>hello</p>'.repeat(200);
    const br = await compressOnce(page(1, html), 'br');
    expect(brotliDecompressSync(br.br!).toString()).toBe(html);
    expect(br.gzip).toBeUndefined();
    const gz = await compressOnce(page(1, html), 'gzip');
    expect(gunzipSync(gz.gzip!).toString()).toBe(html);
    expect(gz.br).toBeUndefined();
    const plain = page(1, html);
    expect(await compressOnce(plain, 'identity')).toBe(plain);
    expect(await compressOnce(plain, false)).toBe(plain);
  });
});

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
