import { VersionedCache } from '@prism/contracts/server-cache';

// The primitive lives in the contracts' server-only entry; it is tested here, where both
// the API and (through the same entry) the site's server import it from.
describe('VersionedCache', () => {
  const sized = (maxBytes: number, maxEntries?: number) =>
    new VersionedCache<string>({ maxBytes, maxEntries, sizeOf: (value) => value.length });

  it('serves an entry only at the version it was made at, and drops it at another', () => {
    const cache = sized(1000);
    cache.set('/', 3, 'page at 3');
    expect(cache.get('/', 3)).toBe('page at 3');
    expect(cache.get('/', 4)).toBeUndefined();
    // Dropped on the spot: asking again at the old version finds nothing either.
    expect(cache.get('/', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keeps within its byte budget, least recently used out first', () => {
    const cache = sized(10);
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    expect(cache.get('a', 1)).toBe('aaaa'); // now b is the least recently used
    cache.set('c', 1, 'cccc');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('aaaa');
    expect(cache.get('c', 1)).toBe('cccc');
    expect(cache.bytes).toBe(8);
    // Larger than the whole budget: never kept, and nothing else is pushed out for it.
    cache.set('huge', 1, 'x'.repeat(11));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps within its count, and measures a value again when it is set again', () => {
    const cache = sized(1000, 2);
    cache.set('a', 1, 'a');
    cache.set('b', 1, 'b');
    cache.set('c', 1, 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 1, 'bbbbbbbbbb');
    expect(cache.bytes).toBe(11);
  });

  it('loads what it does not keep, once per version, and keeps no failure', async () => {
    const cache = sized(1000);
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await cache.read('list', 1, load('first'))).toBe('first');
    expect(await cache.read('list', 1, load('second'))).toBe('first');
    expect(loads).toBe(1);
    expect(await cache.read('list', 2, load('third'))).toBe('third');
    expect(loads).toBe(2);
    await expect(cache.read('broken', 2, () => Promise.reject(new Error('db')))).rejects.toThrow(
      'db',
    );
    expect(await cache.read('broken', 2, load('fine'))).toBe('fine');
  });

  it('lets readers that miss together share one load, its failure too, per version', async () => {
    const cache = sized(1000);
    const loads: { version: number; settle: (value: string | Error) => void }[] = [];
    const load = (version: number) => () =>
      new Promise<string>((resolve, reject) => {
        loads.push({
          version,
          settle: (value) => (value instanceof Error ? reject(value) : resolve(value)),
        });
      });
    const together = [cache.read('list', 1, load(1)), cache.read('list', 1, load(1))];
    // Another version is another read: never served what was made at the first.
    const next = cache.read('list', 2, load(2));
    expect(loads.map((l) => l.version)).toEqual([1, 2]);
    loads[0]!.settle('at 1');
    loads[1]!.settle('at 2');
    expect(await Promise.all(together)).toEqual(['at 1', 'at 1']);
    expect(await next).toBe('at 2');

    const failing = [cache.read('broken', 2, load(2)), cache.read('broken', 2, load(2))];
    expect(loads).toHaveLength(3);
    loads[2]!.settle(new Error('db'));
    for (const read of failing) await expect(read).rejects.toThrow('db');
    // Nothing of the failure is kept: the next reader loads afresh.
    const again = cache.read('broken', 2, load(2));
    expect(loads).toHaveLength(4);
    loads[3]!.settle('fine');
    expect(await again).toBe('fine');
  });

  it('forgets a key or everything on request', () => {
    const cache = sized(1000);
    cache.set('a', 1, 'a');
    cache.set('b', 1, 'b');
    cache.delete('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
