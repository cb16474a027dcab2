import type { Request, RequestHandler, Response } from 'express';
import {
  AUDIENCE_LIMITS,
  REFERRER_HOST,
  utmValueOf,
  type PageViewBatchAnswer,
  type PageViewInput,
} from '@prism/contracts';
import { clientAddress, networkOf } from '@prism/contracts/client-address';
import { BackendError } from './backend.js';
import { BatchSender, logUnsent, type BatchSenderOptions } from './batch-sender.js';
import { agentOf, personVisit } from './visitor.js';

/** Paths that are not public pages: the admin, previews, the API, media, the app's own. */
const NOT_PAGES =
  /^\/(admin|preview|api|media|assets|__manifest)(\/|$)|^\/(fr|en)\/(apercu|preview)(\/|$)|\.[a-z0-9]+$/i;

export interface AudienceOptions extends BatchSenderOptions {
  /** The site's public origin: a referrer from it is a move inside the site, not a source. */
  publicUrl: string;
  /** A buffer this full is sent at once. */
  flushAt?: number;
  now?: () => Date;
}

/**
 * Counts public page views on the site server (ADR 053): each GET of a public page answered
 * 200 in HTML or revalidated (304), page-cache hits included, goes into a buffer the API receives in batches,
 * so a view costs the request a few checks and a map entry (a repeat: an addition).
 * Nothing is read from or written to the visitor's browser. Not counted: HEAD, prefetches,
 * the admin, previews, the API, media, files, staff (a session cookie), bots and
 * `Sec-GPC: 1` / `DNT: 1`.
 */
export class AudienceCounter {
  /**
   * Views waiting to be sent, one entry per visitor, page, source and minute: a repeat
   * adds to its entry's `views` instead of taking memory and a row of its own.
   */
  private buffer = new Map<string, BufferedView>();
  /** Entries set aside whole so far (their keys stay unique). */
  private asides = 0;
  /** The owner's switch as the API last said; off: nothing is counted until it is on. */
  private counting = true;
  private readonly sender: BatchSender;
  private readonly ownHost: string;
  private readonly now: () => Date;
  private readonly flushAt: number;

  constructor(options: AudienceOptions) {
    this.ownHost = new URL(options.publicUrl).host;
    this.now = options.now ?? (() => new Date());
    this.flushAt = options.flushAt ?? 500;
    this.sender = new BatchSender(options, () => this.send());
  }

  /** The hook where pages are answered: mounted once, before the page handlers. */
  readonly middleware: RequestHandler = (req, res, next) => {
    this.watch(req, res);
    next();
  };

  /** Counts the request once it is answered, if it can be a view (the middleware's work). */
  watch(req: Request, res: Response): void {
    if (this.counting && countable(req)) {
      res.once('finish', () => this.record(req, res));
    }
  }

  /** Views waiting to be sent (tests). */
  get pending(): readonly PageViewInput[] {
    return [...this.buffer.values()];
  }

  /** Sends what is buffered (or, while counting is off, asks whether it is on again). */
  flush(): Promise<void> {
    return this.sender.flush();
  }

  close(): Promise<void> {
    return this.sender.close();
  }

  private record(req: Request, res: Response): void {
    // A page answered, or one the browser revalidated (304: the copy it holds is still
    // good, and the visitor sees it again); a 304 may carry no content type.
    const page =
      res.statusCode === 304 ||
      (res.statusCode === 200 && String(res.getHeader('content-type')).startsWith('text/html'));
    if (!page) return;
    const now = this.now();
    const path = req.path.slice(0, AUDIENCE_LIMITS.path);
    const query = queryOf(req.originalUrl);
    const referrer = hostOf(req.headers.referer);
    const referrerHost =
      referrer === this.ownHost || referrer === req.headers.host ? null : referrer;
    const utmSource = utm(query, 'utm_source');
    const utmMedium = utm(query, 'utm_medium');
    const utmCampaign = utm(query, 'utm_campaign');
    const network = networkOf(clientAddress(req));
    const userAgent = (req.headers['user-agent'] ?? '').slice(0, AUDIENCE_LIMITS.userAgent);
    // The entry's key: what the API keeps of a view, its minute, and its visitor's facts
    // (language and device follow from the path and the User-Agent). An absent fact is
    // written '', which no present one is.
    const key = `${Math.floor(now.getTime() / 60_000)}\n${path}\n${referrerHost ?? ''}\n${utmSource ?? ''}\n${utmMedium ?? ''}\n${utmCampaign ?? ''}\n${network}\n${userAgent}`;
    const same = this.buffer.get(key);
    // A repeat costs the key and an addition; only a new entry is built.
    if (same && holds(same, 1)) same.views += 1;
    else {
      this.add(key, {
        at: now.toISOString(),
        path,
        // The first segment names the language; today's unprefixed paths are English.
        locale: /^\/fr(\/|$)/.test(path) ? 'fr' : 'en',
        referrerHost,
        utmSource,
        utmMedium,
        utmCampaign,
        device: agentOf(userAgent).device,
        network,
        userAgent,
        views: 1,
      });
    }
    if (this.buffer.size >= this.flushAt) void this.flush();
  }

  /** Adds views to their entry; an entry that would pass the bound is kept whole, aside. */
  private add(key: string, view: BufferedView): void {
    const same = this.buffer.get(key);
    if (!same) this.buffer.set(key, view);
    else if (holds(same, view.views)) same.views += view.views;
    else {
      this.buffer.delete(key);
      this.buffer.set(`${key}\n${this.asides++}`, same);
      this.buffer.set(key, view);
    }
  }

  private async send(): Promise<void> {
    if (this.counting && this.buffer.size === 0) return;
    const batch = takeBatch(this.buffer);
    try {
      const answer = await this.sender.post<PageViewBatchAnswer>('/api/internal/audience/views', {
        views: batch.map(([, view]) => view),
      });
      this.counting = answer.counting;
      if (!answer.counting) this.buffer.clear();
    } catch (error) {
      // The API is away: keep the views for the next try, within a bound, else drop them.
      // A batch it refused (400) would be refused again: that one alone is dropped.
      const refused = error instanceof BackendError && error.status === 400;
      if (!refused && this.buffer.size + batch.length <= AUDIENCE_LIMITS.maxBatch * 10) {
        const later = this.buffer;
        this.buffer = new Map(batch);
        for (const [key, view] of later) this.add(key, view);
      }
      logUnsent('Page views', error);
    }
  }
}

type BufferedView = PageViewInput & { views: number };

/**
 * The first entries of `buffer` that make a batch within the API's bounds (entries and
 * views together), taken out of it: the API refuses a batch past them whole, so none is
 * ever sent and the rest goes with the next one.
 */
export function takeBatch(buffer: Map<string, BufferedView>): [string, BufferedView][] {
  const batch: [string, BufferedView][] = [];
  let views = 0;
  for (const [key, view] of buffer) {
    if (batch.length === AUDIENCE_LIMITS.maxBatch) break;
    if (views + view.views > AUDIENCE_LIMITS.maxBatchViews) break;
    views += view.views;
    batch.push([key, view]);
  }
  for (const [key] of batch) buffer.delete(key);
  return batch;
}

/**
 * A request that can be a counted page view, judged before the page is answered: a person's
 * visit (visitor.ts) to a public page, from a browser that does not ask not to be tracked.
 */
export function countable(req: Request): boolean {
  if (NOT_PAGES.test(req.path) || !personVisit(req)) return false;
  const h = req.headers;
  return h['sec-gpc'] !== '1' && h.dnt !== '1';
}

/** Whether an entry takes `views` more within its bound (AUDIENCE_LIMITS.maxRepeats). */
function holds(entry: BufferedView, views: number): boolean {
  return entry.views + views <= AUDIENCE_LIMITS.maxRepeats;
}

function queryOf(url: string): URLSearchParams | null {
  const at = url.indexOf('?');
  return at < 0 ? null : new URLSearchParams(url.slice(at + 1));
}

/** A utm_* value the API takes (contracts' UTM_VALUE); any other is left out. */
function utm(query: URLSearchParams | null, name: string): string | null {
  return utmValueOf(query?.get(name));
}

/** The referrer's host only: its path and query are never kept. */
function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).host.slice(0, AUDIENCE_LIMITS.host);
    return REFERRER_HOST.test(host) ? host : null;
  } catch {
    return null;
  }
}
