import compression from 'compression';
import type { Request, RequestHandler } from 'express';
import { constants as zlib } from 'node:zlib';

/**
 * Answers smaller than this go as they are: below about a kilobyte the encoding's headers
 * and the CPU cost more than the bytes saved (ADR 085).
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli's window for answers compressed as they stream: 2^18 bytes (256 KB). */
export const BROTLI_API_LGWIN = 18;

/** An encoding the API sends, best first: brotli is smaller than gzip at the same cost. */
export type ApiEncoding = 'br' | 'gzip';

/**
 * The encoding an answer is sent in for this request, or undefined for the bytes as they
 * are. No Accept-Encoding means none is asked for (as the compression middleware reads it);
 * brotli whenever the client accepts it: browsers list `gzip, deflate, br` at one weight,
 * which states no preference, and brotli is smaller and cheaper.
 */
export function apiEncodingOf(req: Request): ApiEncoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

/**
 * Compresses every /api answer of at least COMPRESS_MIN_BYTES for a client that asks
 * (brotli, else gzip), as it streams: lists, the OpenAPI document, CSV exports. An answer
 * that already carries a Content-Encoding (the public reads, compressed once per content
 * version, public-read-cache.ts) goes through untouched. Brotli quality 4 and gzip 6 are
 * per request: the cheap end that still takes JSON to about a tenth.
 *
 * Brotli's window is 256 KB (BROTLI_API_LGWIN) instead of its default 4 MB: the encoder
 * keeps a ring buffer of twice the window and gathers up to that much input per
 * meta-block, so at the default a long answer held about 20 MB more in malloc, outside
 * the V8 heap, for as long as it streamed (the leads CSV of 1,000,000 leads: a second
 * export grew the API's RSS by 24–31 MB instead of 5, for the same size, since rows
 * repeat within a few kilobytes; ADR 085). An answer under 256 KB sees its whole self
 * either way.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: COMPRESS_MIN_BYTES,
    level: 6,
    brotli: {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_LGWIN]: BROTLI_API_LGWIN,
      },
    },
  });
}
