import type { Request } from 'express';
import {
  indexAfterOf,
  journalIndexPath,
  LOCALES,
  PORTFOLIO_FILTERS,
  workIndexPath,
} from '@prism/contracts';
import { VersionedCache } from '@prism/contracts/server-cache';
import type { Answer, KeptAnswers } from './backend.js';
import type { RenderedPage } from './page-render.js';
import { isAppRequest } from './routes.js';
import { fromStaff } from './visitor.js';

/** Paths the page cache never keeps: what the site never answers itself, and client previews. */
const NEVER_CACHED = /^\/(admin|api|media|preview)(\/|$)/;
/** The query parameters that change a public page: the work filter, and the index's `after`. */
const CATEGORIES = new Set<string>(
  PORTFOLIO_FILTERS.map((f) => f.value).filter((v) => v !== 'all'),
);
/** The portfolio's and the journal's index pages, the only pages `?after=` changes (issues 47, 50). */
const INDEX_PATHS = new Set<string>(
  LOCALES.flatMap((locale) => [workIndexPath(locale), journalIndexPath(locale)]),
);

export interface PageCacheLimits {
  /** Bytes the kept pages and answers may take together (PAGE_CACHE_MAX_MB). */
  maxBytes: number;
}

/** What an entry costs beyond its bytes and headers: its key, the map's and the LRU's nodes. */
export const ENTRY_OVERHEAD_BYTES = 512;

/** A kept page's bytes: every form of its body, its headers and ETag, and the entry's own. */
export const pageBytes = (page: RenderedPage): number =>
  page.body.length +
  (page.br?.length ?? 0) +
  (page.gzip?.length ?? 0) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
  page.etag.length +
  ENTRY_OVERHEAD_BYTES;

/** A rendered page, or an API answer a render read, kept at the version it was made at. */
type Kept = { page: RenderedPage } | { answer: Answer };

/**
 * The site's one cache (ADR 093): what it made from published content at a content
 * version, the rendered public pages and the decoded API answers their loaders read, in the
 * servers' one store (`VersionedCache`). Least recently used out first, bounded by bytes
 * alone (not by a count, so a site of many small pages keeps all it can hold), and never
 * served at another content version than the one it was made at (ADR 019). A render at a
 * known version reads the portfolio, logos and settings from here when another page was
 * rendered at that version already, so a new page costs no API call for them; a page the
 * cache does not keep (PAGE_CACHE off, a staff view) reads them here too.
 */
export class PageCache implements KeptAnswers {
  private readonly kept: VersionedCache<Kept>;

  constructor(limits: PageCacheLimits) {
    this.kept = new VersionedCache<Kept>({
      maxBytes: limits.maxBytes,
      sizeOf: (kept) =>
        'page' in kept ? pageBytes(kept.page) : kept.answer.bytes + ENTRY_OVERHEAD_BYTES,
    });
  }

  get size(): number {
    return this.kept.size;
  }

  get bytes(): number {
    return this.kept.bytes;
  }

  get(key: string, version: number): RenderedPage | undefined {
    const kept = this.kept.get(pageKey(key), version);
    return kept && 'page' in kept ? kept.page : undefined;
  }

  /** Stores the page as it is (compressPage first); the byte budget counts every form. */
  set(key: string, page: RenderedPage): void {
    this.kept.set(pageKey(key), page.version, { page });
  }

  /** The API's answer for `path` at `version`: kept, or loaded once by readers that miss together. */
  async answer(path: string, version: number, load: () => Promise<Answer>): Promise<Answer> {
    const kept = await this.kept.read(answerKey(path), version, async () => ({
      answer: await load(),
    }));
    // Only answers are kept under an answer's key.
    return (kept as { answer: Answer }).answer;
  }

  clear(): void {
    this.kept.clear();
  }
}

const pageKey = (key: string) => `page ${key}`;
const answerKey = (path: string) => `api ${path}`;

/**
 * The page's identity: its path and the parameters that change it (a known category, and
 * on the portfolio's and the journal's index the item a page starts after), nothing else, so `?utm_source=…` or
 * `?anything=random` is the same page and not a new render and a new entry.
 */
export function cacheKey(req: Pick<Request, 'path' | 'originalUrl'>): string {
  const query = req.originalUrl.indexOf('?');
  if (query < 0) return req.path;
  // Read as the page's loader reads them (URLSearchParams#get: the first value).
  const params = new URLSearchParams(req.originalUrl.slice(query + 1));
  const category = params.get('category');
  const after = INDEX_PATHS.has(req.path) ? indexAfterOf(params.get('after')) : null;
  const parts = [
    ...(category !== null && CATEGORIES.has(category) ? [`category=${category}`] : []),
    ...(after !== null ? [`after=${after}`] : []),
  ];
  return parts.length > 0 ? `${req.path}?${parts.join('&')}` : req.path;
}

/**
 * Anonymous GETs of public pages, and HEADs, which get the same page's headers (sendPage
 * leaves the body out); staff (a session cookie) always get a fresh render.
 */
export function cacheable(req: Request): boolean {
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    NEVER_CACHED.test(req.path) ||
    isAppRequest(req.path)
  ) {
    return false;
  }
  return !fromStaff(req);
}

/** Only complete, shareable successes are kept. */
export function storable(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  const header = (name: string) => page.headers.find(([n]) => n === name)?.[1];
  if (header('set-cookie') !== undefined) return false;
  return !/private|no-store/i.test(header('cache-control') ?? '');
}
