import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import { compressOnce } from './page-compression.js';
import type { RenderedPage } from './rendered-page.js';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * The encoding a page is sent in, of those it is made in. Browsers list gzip before br at
 * the same weight (`gzip, deflate, br, zstd`), which states no preference; Express's
 * req.acceptsEncodings breaks such a tie by the client's order and would send every browser
 * gzip. Brotli is smaller and cheaper to make: the server's order breaks ties.
 */
export const encodingOf = (req: Request): string | undefined =>
  new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });

/** Sends a page that is not kept, compressed for this visitor alone. */
export function sendOnce(req: Request, res: Response, page: RenderedPage): void {
  const encoding = encodingOf(req);
  sendPage(req, res, compressOnce(page, encoding), encoding);
}

/**
 * Sends a page in one write, in the form its visitor accepts: pages reach here compressed
 * (compressPage or compressOnce), so the compression middleware leaves them alone.
 */
export function sendPage(
  req: Request,
  res: Response,
  page: RenderedPage,
  accepted = encodingOf(req),
): void {
  let vary = 'Accept-Encoding';
  for (const [name, value] of page.headers) {
    // A page written in the visitor's language (a 404 of an address that names none)
    // varies on what chose it as well.
    if (name.toLowerCase() === 'vary') vary = `${value}, ${vary}`;
    else res.append(name, value);
  }
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', vary);
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  const encoded = accepted === 'br' ? page.br : accepted === 'gzip' ? page.gzip : undefined;
  if (encoded && accepted) {
    res.setHeader('Content-Encoding', accepted);
    res.setHeader('Content-Length', encoded.length);
    res.end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }
  res.setHeader('Content-Length', page.body.length);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
