import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { VersionedCache } from '@prism/contracts/server-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page kept for anonymous visitors, with the content version it was made at. */
export interface CachedPage {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** Filled in shortly after the page is stored (compressed once, off the event loop). */
  br?: Buffer;
  gzip?: Buffer;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/**
 * Rendered public pages by key (cacheKey in documents.ts), in the servers' one cache
 * (`VersionedCache`, ADR 036): least recently used out first, bounded in count and bytes,
 * and never served at another content version than the one it was made at (ADR 019).
 */
export class PageCache {
  private readonly pages: VersionedCache<CachedPage>;

  constructor(limits: PageCacheLimits) {
    this.pages = new VersionedCache<CachedPage>({
      maxBytes: limits.maxBytes,
      maxEntries: limits.maxEntries,
      sizeOf,
    });
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.bytes;
  }

  get(key: string, version: number): CachedPage | undefined {
    return this.pages.get(key, version);
  }

  /**
   * Stores the page, then compresses it once, with brotli and gzip in the thread pool, and
   * stores it again so the budget counts all three forms.
   */
  set(key: string, page: CachedPage): void {
    this.pages.set(key, page.version, page);
    void Promise.all([
      brotli(page.body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      }),
      gzipAsync(page.body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        // Only if this very entry is still the one stored under the key.
        if (this.pages.get(key, page.version) !== page) return;
        page.br = br;
        page.gzip = gz;
        this.pages.set(key, page.version, page);
      },
      () => undefined,
    );
  }

  clear(): void {
    this.pages.clear();
  }
}

/** A strong validator for a stored body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The current content version, asked of the API, never older than the call: a caller
 * never reuses an answer to a question asked before it called, so a page requested after
 * an edit has committed always sees the new version. Up to `parallel` questions are out at
 * once; callers that arrive when all are out share the next one, which starts as soon as
 * one comes back. Under load one round trip then serves a whole batch of pages, and the
 * wait for it overlaps the rendering of the previous batch instead of idling the server.
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
