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
  /** Loads under way, by version and key (`read`). */
  private readonly loading = new Map<string, Promise<V>>();

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
    // Readers that miss together share one load (and its failure): a burst of requests
    // at a new version costs one query, not one each against a pool of ten connections.
    const flight = `${version} ${key}`;
    let pending = this.loading.get(flight);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.set(key, version, value);
          return value;
        })
        .finally(() => this.loading.delete(flight));
      this.loading.set(flight, pending);
    }
    return pending;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The current content version, asked of its source (the API for the site, the database for
 * the API), never older than the call: a caller never reuses an answer to a question asked
 * before it called, so a request made after an edit has committed always sees the new
 * version. Up to `parallel` questions are out at once; callers that arrive when all are out
 * share the next one, which starts as soon as one comes back. Under load one round trip
 * then serves a whole batch of requests, and the wait for it overlaps the work of the
 * previous batch instead of idling the server.
 */
export class FreshVersion {
  private inFlight = 0;
  private next: {
    promise: Promise<number>;
    resolve: (version: number) => void;
    reject: (error: unknown) => void;
  } | null = null;

  constructor(
    private readonly ask: () => Promise<number>,
    private readonly parallel = 1,
  ) {}

  current(): Promise<number> {
    if (this.next) return this.next.promise;
    if (this.inFlight < this.parallel) return this.start();
    let resolve!: (version: number) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<number>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { promise, resolve, reject };
    return promise;
  }

  private start(): Promise<number> {
    this.inFlight += 1;
    const question = this.ask();
    const handOver = (failure?: { error: unknown }) => {
      this.inFlight -= 1;
      const waiting = this.next;
      if (!waiting) return;
      this.next = null;
      // A failed question fails the callers that waited for it too: the API is away, and
      // asking again for each batch would make every visitor wait out one more timeout.
      if (failure) waiting.reject(failure.error);
      // Asked now, after every one of its callers arrived.
      else this.start().then(waiting.resolve, waiting.reject);
    };
    question.then(
      () => handOver(),
      (error: unknown) => handOver({ error }),
    );
    return question;
  }
}
