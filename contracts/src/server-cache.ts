import { LRUCache } from 'lru-cache';

/**
 * The one cache of the servers (the API's public reads, the site's public pages): entries
 * made from published content, each stamped with the content version it was made at and
 * never served at another one (ADR 019, ADR 020). Least recently used out first, bounded
 * by a byte budget (any URL can be asked for, so the bound is what keeps memory flat) and,
 * optionally, by a count. Server-only: imported as `@prism/contracts/server-cache`, never
 * from the package root, so no browser bundle carries it.
 */
export interface VersionedCacheOptions<V> {
  /** Most bytes the kept values may take together, as measured by `sizeOf`. */
  maxBytes: number;
  /** Most entries kept at once. */
  maxEntries?: number;
  /** Bytes of one value; a value larger than `maxBytes` is not kept. */
  sizeOf: (value: V) => number;
}

interface Stamped<V> {
  version: number;
  value: V;
}

export class VersionedCache<V> {
  private readonly entries: LRUCache<string, Stamped<V>>;

  constructor(options: VersionedCacheOptions<V>) {
    this.entries = new LRUCache<string, Stamped<V>>({
      maxSize: options.maxBytes,
      ...(options.maxEntries === undefined ? {} : { max: options.maxEntries }),
      // lru-cache wants a positive integer; an empty value still costs its slot.
      sizeCalculation: (entry) => Math.max(1, Math.ceil(options.sizeOf(entry.value))),
    });
  }

  /** Entries kept, at any version. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept, as measured by `sizeOf`. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /**
   * The value kept under `key` if it was made at `version`; an entry made at another
   * version is dropped on the spot, as it can never be served again.
   */
  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version === version) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * Keeps `value` under `key`, made at `version`. Setting the same key again (for instance
   * once compressed forms are added to the value) measures it again.
   */
  set(key: string, version: number, value: V): void {
    this.entries.set(key, { version, value });
  }

  /** The value kept under `key` at `version`, else the one `load` gives, which is then kept. */
  async read(key: string, version: number, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key, version);
    if (kept !== undefined) return kept;
    const value = await load();
    this.set(key, version, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
