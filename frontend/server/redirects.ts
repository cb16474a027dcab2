import type { Request, RequestHandler, Response } from 'express';
import {
  isSitePage,
  REDIRECT_LIMITS,
  REFERRER_HOST,
  type RedirectTable,
  type SiteHits,
} from '@prism/contracts';
import { clientAddress, networkOf } from '@prism/contracts/client-address';
import { BatchSender, logUnsent, type BatchSenderOptions } from './batch-sender.js';
import type { ContentVersion } from './content-version.js';
import { personVisit } from './visitor.js';

/**
 * 404s one client network (/24, /48) adds to the log in a day: a reader meets a few broken
 * links, while one address could otherwise push every other path out of the bounded log
 * (REDIRECT_LIMITS.notFoundCap). Counted by each site copy for itself.
 */
export const NOT_FOUND_PER_CLIENT = 20;
/** Networks followed in a day at most; past it new ones are not logged until the next day. */
const CLIENTS_PER_DAY = 50_000;

export interface RedirectOptions extends BatchSenderOptions {
  /** The site's public origin: a referrer from it is a move inside the site. */
  publicUrl: string;
  /** The content version (content-version.ts): the table is loaded again when it moves. */
  versions: Pick<ContentVersion, 'current'>;
  now?: () => Date;
}

interface Target {
  to: string;
  status: number;
  id: number;
}

interface Seen {
  count: number;
  firstAt: string;
  lastAt: string;
  referrerHost: string | null;
}

/**
 * Redirects and the 404 log on the site server (ADR 059). Before any page renders, a GET
 * whose path is a redirect's from-path answers 301 or 302 from a table loaded once per
 * content version (a redirect change raises it), so a request costs a map lookup. Hits and
 * the public pages that answered 404 to visitors (no bots, no staff, not /api, /admin,
 * /media or files) are counted in memory and sent to the API in batches, as page views are.
 */
export class SiteRedirects {
  private table: { version: number; byPath: Map<string, Target> } | undefined;
  private hits = new Map<number, { count: number; at: string }>();
  private notFound = new Map<string, Seen>();
  /** 404s logged today per client network (NOT_FOUND_PER_CLIENT). */
  private notFoundBy: { day: string; counts: Map<string, number> } = { day: '', counts: new Map() };
  private readonly sender: BatchSender;
  private readonly ownHost: string;
  private readonly now: () => Date;

  constructor(private readonly options: RedirectOptions) {
    this.ownHost = new URL(options.publicUrl).host;
    this.now = options.now ?? (() => new Date());
    this.sender = new BatchSender(options, () => this.send());
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSitePage(req.path)) {
      next();
      return;
    }
    if (personVisit(req)) res.once('finish', () => this.noteNotFound(req, res));
    this.lookUp(req).then(
      (target) => {
        if (!target) {
          next();
          return;
        }
        this.countHit(target.id);
        res.setHeader('Cache-Control', target.status === 301 ? 'public, max-age=3600' : 'no-cache');
        res.redirect(target.status, withQuery(target.to, req.originalUrl));
      },
      // The API is away: the page handlers answer (the outage page), as without redirects.
      () => next(),
    );
  };

  /**
   * Whether the middleware would surely pass a GET of `path` on to the pages at `version`:
   * the table of that version is loaded and names no redirect from it. A table not loaded
   * yet says nothing: the middleware loads it.
   */
  passes(path: string, version: number): boolean {
    return this.table?.version === version && !this.table.byPath.has(path);
  }

  /** Counted, not yet sent (tests). */
  get pending(): SiteHits {
    return this.batch();
  }

  flush(): Promise<void> {
    return this.sender.flush();
  }

  close(): Promise<void> {
    return this.sender.close();
  }

  private async lookUp(req: Request): Promise<Target | undefined> {
    const version = await this.options.versions.current();
    if (this.table?.version !== version) {
      const answer = await this.options.backend.getJson<RedirectTable>('/api/redirects/table');
      this.table = {
        version,
        byPath: new Map(
          answer.redirects.map(([from, to, status, id]) => [from, { to, status, id }]),
        ),
      };
    }
    return this.table.byPath.get(req.path);
  }

  private countHit(id: number): void {
    const at = this.now().toISOString();
    const hit = this.hits.get(id);
    if (hit) {
      // The API takes at most maxCount an entry: more in one flush interval go uncounted.
      if (hit.count === REDIRECT_LIMITS.maxCount) return;
      hit.count += 1;
      hit.at = at;
    } else if (this.hits.size < REDIRECT_LIMITS.maxBatch) this.hits.set(id, { count: 1, at });
  }

  private noteNotFound(req: Request, res: Response): void {
    if (res.statusCode !== 404) return;
    const at = this.now().toISOString();
    if (!this.withinClientBound(req, at.slice(0, 10))) return;
    const path = req.path.slice(0, REDIRECT_LIMITS.path);
    const host = hostOf(req.headers.referer);
    const referrerHost = host === this.ownHost || host === req.headers.host ? null : host;
    const seen = this.notFound.get(path);
    if (seen) {
      if (seen.count === REDIRECT_LIMITS.maxCount) return;
      seen.count += 1;
      seen.lastAt = at;
      seen.referrerHost = referrerHost ?? seen.referrerHost;
    } else if (this.notFound.size < REDIRECT_LIMITS.maxBatch) {
      this.notFound.set(path, { count: 1, firstAt: at, lastAt: at, referrerHost });
    }
  }

  /** Takes one of the client's 404s of the (UTC) day, false once they are spent. */
  private withinClientBound(req: Request, day: string): boolean {
    if (this.notFoundBy.day !== day) this.notFoundBy = { day, counts: new Map() };
    const { counts } = this.notFoundBy;
    const network = networkOf(clientAddress(req));
    const logged = counts.get(network) ?? 0;
    if (logged >= NOT_FOUND_PER_CLIENT || (logged === 0 && counts.size >= CLIENTS_PER_DAY)) {
      return false;
    }
    counts.set(network, logged + 1);
    return true;
  }

  private batch(): SiteHits {
    return {
      hits: [...this.hits].map(([id, hit]) => ({ id, ...hit })),
      notFound: [...this.notFound].map(([path, seen]) => ({ path, ...seen })),
    };
  }

  private async send(): Promise<void> {
    if (this.hits.size === 0 && this.notFound.size === 0) return;
    // Within the API's bounds, or it would refuse the genuine entries with the rest.
    const batch = {
      hits: takeCounted(this.hits).map(([id, hit]) => ({ id, ...hit })),
      notFound: takeCounted(this.notFound).map(([path, seen]) => ({ path, ...seen })),
    };
    try {
      await this.sender.post('/api/internal/site-hits', batch);
    } catch (error) {
      // Counts are a convenience: a batch the API could not take is dropped, never retried
      // into an unbounded buffer.
      logUnsent('Redirect hits', error);
    }
  }
}

/**
 * The first entries of `counts` whose counts together stay within the API's bound for a
 * batch, taken out of it; the rest waits for the next batch.
 */
export function takeCounted<K, V extends { count: number }>(counts: Map<K, V>): [K, V][] {
  const taken: [K, V][] = [];
  let total = 0;
  for (const entry of counts) {
    if (total + entry[1].count > REDIRECT_LIMITS.maxBatchCount) break;
    total += entry[1].count;
    taken.push(entry);
  }
  for (const [key] of taken) counts.delete(key);
  return taken;
}

/** The visitor's query goes along unless the target names its own. */
function withQuery(to: string, originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at < 0 || to.includes('?')) return to;
  const hash = to.indexOf('#');
  const query = originalUrl.slice(at);
  return hash < 0 ? to + query : to.slice(0, hash) + query + to.slice(hash);
}

function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).host.slice(0, REDIRECT_LIMITS.host);
    return REFERRER_HOST.test(host) ? host : null;
  } catch {
    return null;
  }
}
