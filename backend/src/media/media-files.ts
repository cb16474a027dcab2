import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Stats } from 'node:fs';
import send from 'send';
import { diskEtag } from './storage/disk-object-storage';
import { contentTypeOfKey, isContentHashedKey, isValidObjectKey } from './storage/object-key';

export const MEDIA_ROUTE = '/media/';

/** Headers of every object answer; a browser that renders an image as a document can't act. */
export const MEDIA_CSP = "default-src 'none'; sandbox";

export const mediaCacheControl = (key: string): string =>
  isContentHashedKey(key) ? 'public, max-age=31536000, immutable' : 'public, no-cache';

/**
 * The object key from the raw request path, without any decoding: keys only use characters
 * that never need percent-encoding, so an encoded dot, slash, backslash or NUL can never
 * become part of one; it just fails the key grammar (404).
 */
export function mediaKeyOf(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  return path.startsWith(MEDIA_ROUTE) ? path.slice(MEDIA_ROUTE.length) : '';
}

/**
 * GET and HEAD /media/<key> straight from the disk store, as a static file server sends a
 * file (`send`, what express.static uses): ranges, conditional requests, a file stream, no
 * trip through Nest's router, guards and pipes. Anything it can't answer (a key outside
 * the grammar, a missing file) falls through to MediaController, which answers the 404 as
 * every other API error is answered. The ETag is the disk adapter's strong one.
 */
export function diskMediaFiles(directory: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const key = mediaKeyOf(req.originalUrl);
    if (!isValidObjectKey(key)) {
      next();
      return;
    }
    send(req, key, {
      root: directory,
      etag: false,
      lastModified: false,
      cacheControl: false,
      dotfiles: 'deny',
      index: false,
    })
      // Only once the file is found: a miss leaves the answer to the controller untouched.
      .on('headers', (answer: Response, _path: string, stat: Stats) => {
        answer.setHeader('Content-Type', contentTypeOfKey(key));
        answer.setHeader('Cache-Control', mediaCacheControl(key));
        answer.setHeader('Content-Security-Policy', MEDIA_CSP);
        answer.setHeader('ETag', diskEtag(stat));
      })
      // A folder is no object: the controller's 404 too, not a redirect to a listing.
      .on('directory', () => next())
      // A missing object is the controller's 404; anything else (a range outside the file,
      // a failing store) is an API error: without the object's headers, which a found file
      // may already have set (an image type on a JSON body, a year of caching).
      .on('error', (error: { status?: number }) => {
        if (error.status === 404) {
          next();
          return;
        }
        for (const name of ['Content-Type', 'Cache-Control', 'ETag']) res.removeHeader(name);
        next(error);
      })
      .pipe(res);
  };
}
