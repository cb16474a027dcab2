import type { ContentVersionService } from './content-version.service';
import { PublicReadCache } from './public-read-cache';

describe('PublicReadCache', () => {
  let version = 1;
  // A stand-in with the one method the cache calls.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const versions = { current: () => Promise.resolve(version) } as ContentVersionService;
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve([value]);
  };

  beforeEach(() => {
    version = 1;
    loads = 0;
  });

  it('reuses an answer while the version stays, and loads again once it moves', async () => {
    const cache = new PublicReadCache(versions, { publicReadCacheBytes: 32 * 1024 * 1024 });
    expect((await cache.answer('list', load('a'))).value).toEqual(['a']);
    expect((await cache.answer('list', load('b'))).value).toEqual(['a']);
    expect(loads).toBe(1);
    version = 2;
    expect((await cache.answer('list', load('c'))).value).toEqual(['c']);
    expect(loads).toBe(2);
  });

  it('keeps the JSON bytes and a strong ETag of them, made once', async () => {
    const cache = new PublicReadCache(versions, { publicReadCacheBytes: 32 * 1024 * 1024 });
    const first = await cache.answer('list', load('é'));
    expect(first.body.toString('utf8')).toBe(JSON.stringify(['é']));
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(await cache.answer('list', load('other'))).toBe(first);
    version = 2;
    const same = await cache.answer('list', load('é'));
    // Same bytes, same validator: a client's copy stays valid across unrelated edits.
    expect(same).not.toBe(first);
    expect(same.etag).toBe(first.etag);
    expect((await cache.answer('list', load('changed'))).etag).toBe(first.etag);
    version = 3;
    expect((await cache.answer('list', load('changed'))).etag).not.toBe(first.etag);
  });

  it('keeps answers apart by key, frozen, and keeps no failure', async () => {
    const cache = new PublicReadCache(versions, { publicReadCacheBytes: 32 * 1024 * 1024 });
    const kept = await cache.answer('one', load('1'));
    expect((await cache.answer('two', load('2'))).value).toEqual(['2']);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.value)).toBe(true);
    await expect(cache.answer('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect((await cache.answer('bad', load('up'))).value).toEqual(['up']);
  });

  it('stays within its byte budget: answers beyond it go, least recently used first', async () => {
    // 100 KB of JSON counts 250 KB: a budget of 1 MB keeps four such answers.
    const cache = new PublicReadCache(versions, { publicReadCacheBytes: 1024 * 1024 });
    const big = (name: string) => load(name.padEnd(100 * 1024, '.'));
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.answer(key, big(key));
    expect(loads).toBe(5);
    for (const key of ['b', 'c', 'd', 'e']) await cache.answer(key, big(key));
    expect(loads).toBe(5);
    await cache.answer('a', big('a'));
    expect(loads).toBe(6);
  });

  it('stays bounded: the least recently used answer goes first', async () => {
    const cache = new PublicReadCache(versions, { publicReadCacheBytes: 32 * 1024 * 1024 });
    await cache.answer('first', load('first'));
    for (let i = 0; i < 256; i += 1) await cache.answer(`key ${i}`, load(String(i)));
    const before = loads;
    await cache.answer('first', load('again'));
    expect(loads).toBe(before + 1);
  });
});
