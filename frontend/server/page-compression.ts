import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import { SPLICE_QUALITY, spliceBrotli } from './brotli-splice.js';
import type { RenderedPage } from './page-render.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard a page is compressed. A kept page is made once per page and version and sent
 * many times: brotli 5 is within about 12% of quality 11's size at a fiftieth of its time
 * (8 ms against 430 ms for a 100 KB page on the shared machine), gzip 9. A page sent once
 * (not kept) is compressed on every render, where quality 3 cost half as much as React's
 * render itself: quality 1, brotli's one-pass encoder, takes a third to a half of quality
 * 3's time for 9-10% more bytes, and its parts splice. gzip 6 stays
 * for the rare client without brotli.
 */
const KEPT = { brotliQuality: 5, gzipLevel: 9 };
const SENT_ONCE = { brotliQuality: SPLICE_QUALITY, gzipLevel: 6 };

const brotliOptions = (body: Buffer, quality: number): BrotliOptions => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/**
 * The page with its brotli and gzip forms, made once, side by side in the thread pool: the
 * request that rendered it is answered with one of them and the cache keeps all three.
 */
export async function compressPage(page: RenderedPage): Promise<RenderedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, brotliOptions(page.body, KEPT.brotliQuality)),
    gzipAsync(page.body, { level: KEPT.gzipLevel }),
  ]);
  return { ...page, br, gzip: gz };
}

const brotli1 = (body: Buffer) =>
  brotliCompressSync(body, brotliOptions(body, SENT_ONCE.brotliQuality));

/**
 * The page's brotli with the shared run's made once, as two thirds of a project page are
 * the site's stylesheet; undefined where the parts cannot be spliced.
 */
function splicedBrotli({ body, shared }: RenderedPage): Buffer | undefined {
  const run = shared?.run.brotli;
  if (!shared || !run) return undefined;
  const end = shared.at + shared.run.length;
  return spliceBrotli(body.subarray(0, shared.at), run, body.subarray(end));
}

/**
 * A page no one else is sent (not kept: PAGE_CACHE off, a 404, an outage page, a staff
 * view), in the one encoding its visitor accepts, in one call: the compression
 * middleware's per-request brotli stream cost the uncached landing page half its rate.
 * On the event loop, not in the thread pool: the pool's round trips, and the encoder's
 * memory held across them (which V8 counts, and answers with full collections), made a
 * landing page's brotli cost 2-3 times its own 1 ms of CPU on a one-core server (ADR 078).
 */
export function compressOnce(page: RenderedPage, encoding: string | undefined): RenderedPage {
  if (encoding === 'br') {
    return { ...page, br: splicedBrotli(page) ?? brotli1(page.body) };
  }
  if (encoding === 'gzip') {
    return { ...page, gzip: gzipSync(page.body, { level: SENT_ONCE.gzipLevel }) };
  }
  return page;
}
