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
    const cache = new PublicReadCache(versions);
    expect(await cache.read('list', load('a'))).toEqual(['a']);
    expect(await cache.read('list', load('b'))).toEqual(['a']);
    expect(loads).toBe(1);
    version = 2;
    expect(await cache.read('list', load('c'))).toEqual(['c']);
    expect(loads).toBe(2);
  });

  it('keeps answers apart by key, frozen, and keeps no failure', async () => {
    const cache = new PublicReadCache(versions);
    const kept = await cache.read('one', load('1'));
    expect(await cache.read('two', load('2'))).toEqual(['2']);
    expect(Object.isFrozen(kept)).toBe(true);
    await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.read('bad', load('up'))).toEqual(['up']);
  });

  it('stays bounded: the least recently used answer goes first', async () => {
    const cache = new PublicReadCache(versions);
    await cache.read('first', load('first'));
    for (let i = 0; i < 256; i += 1) await cache.read(`key ${i}`, load(String(i)));
    const before = loads;
    await cache.read('first', load('again'));
    expect(loads).toBe(before + 1);
  });
});
