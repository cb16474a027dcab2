import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { VersionedCache } from '@prism/contracts/server-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page, with the content version it was made at. */
export interface CachedPage {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** Present on every page the cache keeps (compressPage): no answer compresses it again. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * How hard a page is compressed. A kept page is made once per page and version and sent
 * many times: brotli 5 is within about 12% of quality 11's size at a fiftieth of its time
 * (8 ms against 430 ms for a 100 KB page on the shared machine), gzip 9. A page sent once
 * (not kept) gets the compression middleware's own settings, brotli 4 and gzip 6: about
 * 1 ms each for the landing page.
 */
const KEPT = { brotliQuality: 5, gzipLevel: 9 };
const SENT_ONCE = { brotliQuality: 4, gzipLevel: 6 };

const brotliOf = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * The page with its brotli and gzip forms, made once, side by side in the thread pool: the
 * request that rendered it is answered with one of them and the cache keeps all three.
 */
export async function compressPage(page: CachedPage): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotliOf(page.body, KEPT.brotliQuality),
    gzipAsync(page.body, { level: KEPT.gzipLevel }),
  ]);
  return { ...page, br, gzip: gz };
}

/**
 * A page no one else is sent (not kept: PAGE_CACHE off, a 404, an outage page, a staff
 * view), in the one encoding its visitor accepts, in one call: the compression
 * middleware's per-request brotli stream cost the uncached landing page half its rate.
 */
export async function compressOnce(
  page: CachedPage,
  encoding: string | false,
): Promise<CachedPage> {
  if (encoding === 'br') return { ...page, br: await brotliOf(page.body, SENT_ONCE.brotliQuality) };
  if (encoding === 'gzip') {
    return { ...page, gzip: await gzipAsync(page.body, { level: SENT_ONCE.gzipLevel }) };
  }
  return page;
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

  /** Stores the page as it is (compressPage first); the byte budget counts every form. */
  set(key: string, page: CachedPage): void {
    this.pages.set(key, page.version, page);
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
