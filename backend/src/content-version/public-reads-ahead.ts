import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ContentVersionService } from './content-version.service';
import { PublicReadCache, sendPublicAnswer, sentPublicAnswer } from './public-read-cache';

/** URLs remembered at once; the oldest is forgotten first. */
const MAX_URLS = 512;

/** What a URL's last public answer was: its cache entry and the headers its route set. */
interface LearnedRead {
  readonly key: string;
  readonly version: number;
  readonly cacheControl: string;
  readonly vary: string | undefined;
}

/**
 * Kept public reads answered ahead of Nest's router (ADR 107), as the site answers
 * its kept pages ahead of its stack (ADR 093): a visitor's read that its route answered
 * from the public-read cache, with `Cache-Control: public`, is remembered by its URL; the
 * same URL asked again without a cookie, at the same content version, is sent that same
 * kept answer at once. Through the router a kept read cost about 90 KB of garbage (the walk
 * past every route, the cookie and body parsers, Nest's guards, pipes and promise
 * records), enough for a young-generation collection every 130 reads or so
 * (bench/notes/sub-millisecond-tails-2026-11-30.md).
 *
 * The answer is the one the route would send: the cache entry its key names at the current
 * version, else nothing is answered here and the router does its work (and the URL is
 * learned again). A version moves with every write of public content, so a URL whose
 * answer depends on the database (a slug, an `after` item) is never answered from an
 * older state. What runs before it (the request's log line and id, the security headers,
 * the compression) runs for every request alike.
 */
@Injectable()
export class PublicReadsAhead {
  private readonly learned = new Map<string, LearnedRead>();

  constructor(
    private readonly cache: PublicReadCache,
    private readonly versions: ContentVersionService,
  ) {}

  /** The middleware, for the API's paths, placed before the cookie parser and the router. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!isAnonymousRead(req)) {
        next();
        return;
      }
      const url = req.originalUrl;
      const known = this.learned.get(url);
      if (!known) {
        this.learnFrom(url, res);
        next();
        return;
      }
      this.versions
        .current()
        .then(async (version) => {
          const answer =
            known.version === version ? this.cache.kept(known.key, version) : undefined;
          if (!answer) {
            this.learned.delete(url);
            this.learnFrom(url, res);
            next();
            return;
          }
          res.setHeader('Cache-Control', known.cacheControl);
          if (known.vary !== undefined) res.setHeader('Vary', known.vary);
          await sendPublicAnswer(req, res, answer);
        })
        .catch(next);
    };
  }

  /** Once the router has answered `url`, remembers it if the answer was a kept public one. */
  private learnFrom(url: string, res: Response): void {
    res.once('finish', () => {
      const answer = sentPublicAnswer(res);
      const cacheControl = res.getHeader('Cache-Control');
      if (!answer || (res.statusCode !== 200 && res.statusCode !== 304)) return;
      // Only what any shared cache may keep: never a staff answer, a preview, a private read.
      if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return;
      const vary = res.getHeader('Vary');
      if (this.learned.size >= MAX_URLS) {
        const oldest = this.learned.keys().next();
        if (!oldest.done) this.learned.delete(oldest.value);
      }
      this.learned.set(url, {
        key: answer.key,
        version: answer.version,
        cacheControl,
        vary: typeof vary === 'string' ? vary : undefined,
      });
    });
  }
}

/**
 * A read that no session, cookie or body can change: GET or HEAD, without a Cookie or
 * Authorization header and without a body (which the router would parse, and might refuse).
 */
function isAnonymousRead(req: Request): boolean {
  const { headers } = req;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    headers.cookie === undefined &&
    headers.authorization === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}
