import type { RequestHandler, Response } from 'express';
import type { AudienceCounter } from './audience.js';
import type { ContentVersion } from './content-version.js';
import { cacheKey, type PageCache } from './page-cache.js';
import { sendPage } from './pages.js';
import type { SiteRedirects } from './redirects.js';
import { fromStaff } from './visitor.js';

export interface PageHitOptions {
  cache: PageCache;
  versions: Pick<ContentVersion, 'pushedNow'>;
  redirects: Pick<SiteRedirects, 'passes'>;
  /** The audience counter, absent with AUDIENCE_COUNTING=false. */
  audience: Pick<AudienceCounter, 'watch'> | undefined;
  /** The headers the stack sets on every answer it sends itself (app.ts). */
  securityHeaders: (res: Response) => void;
}

/**
 * A page-cache hit answered first, ahead of the site's stack (ADR 093): an anonymous GET or
 * HEAD of a page the cache keeps at the pushed content version gets what the stack would
 * have sent (its security headers, the view counted, `X-Cache: HIT` and the page as
 * `publicPages` sends it: Vary, ETag and 304, the encoding, HEAD), without the dozen
 * middlewares between, which made a hit cost 1.5–1.7 times the CPU of a static server
 * sending the same bytes.
 *
 * Every middleware between judges a GET or a HEAD by its path alone (the internal-API 404,
 * the proxy, public files, the canonical address, the language switch, the 405), except the
 * ones this does itself: a page is kept only after a request for its path went through
 * all of them to the page handler, so a kept page's path passes them. The redirect table
 * varies with the version: a hit is answered here only when the table of that version is
 * loaded and sends the path nowhere. Anything else (staff, a version that must be asked, a
 * page not kept, a redirect, another method) goes down the stack.
 */
export function pageHits(options: PageHitOptions): RequestHandler {
  const { cache, versions, redirects, audience, securityHeaders } = options;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || fromStaff(req)) {
      next();
      return;
    }
    const version = versions.pushedNow();
    const page = version === undefined ? undefined : cache.get(cacheKey(req), version);
    if (!page || !redirects.passes(req.path, page.version)) {
      next();
      return;
    }
    securityHeaders(res);
    audience?.watch(req, res);
    res.setHeader('X-Cache', 'HIT');
    sendPage(req, res, page);
  };
}
