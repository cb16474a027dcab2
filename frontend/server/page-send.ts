import type { Request, Response } from 'express';
import { compressOnce } from './page-compression.js';
import type { RenderedPage } from './rendered-page.js';

/** The encoding a page is sent in, of those it is made in. */
const encodingOf = (req: Request) => req.acceptsEncodings('br', 'gzip', 'identity');

/** Sends a page that is not kept, compressed for this visitor alone. */
export async function sendOnce(req: Request, res: Response, page: RenderedPage): Promise<void> {
  sendPage(req, res, await compressOnce(page, encodingOf(req)));
}

/**
 * Sends a page in one write, in the form its visitor accepts: pages reach here compressed
 * (compressPage or compressOnce), so the compression middleware leaves them alone.
 */
export function sendPage(req: Request, res: Response, page: RenderedPage): void {
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  const accepted = encodingOf(req);
  const encoded = accepted === 'br' ? page.br : accepted === 'gzip' ? page.gzip : undefined;
  if (encoded) {
    res.setHeader('Content-Encoding', accepted as string);
    res.setHeader('Content-Length', encoded.length);
    res.end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }
  res.setHeader('Content-Length', page.body.length);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
