import type { Request, RequestHandler, Response } from 'express';
import { LIMITS } from '@prism/contracts';
import getRawBody from 'raw-body';
import { isPreviewRender } from './routes.js';

/**
 * The most a form on a page may send. The largest valid contact form, every field at its
 * limit in three-byte characters and percent-encoded (5,000 × 3 × 3 bytes for the message,
 * the source URLs and the rest), stays under 56 KB.
 */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The live preview's body: a whole page's draft (issue 50), JSON. Past the API's own JSON
 * limit, which refuses a larger page in its words; this bound only keeps a huge body from
 * being read here first.
 */
export const PREVIEW_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads a page's form body (the contact form posted without JavaScript) into `req.body`,
 * at most PAGE_BODY_LIMIT_BYTES of it (raw-body): a larger Content-Length is refused before
 * a byte is read, and a chunked body is counted as it streams and refused once it passes the
 * limit. A refused body is not read on (refuse). A compressed body is refused (415): no
 * form sends one, and inflating it would be a way around the limit.
 *
 * The /api and /media proxy never comes here: it streams bodies to the API, whose own
 * limits refuse them, after proxyBodyGate (server/app.ts).
 */
export const pageBody: RequestHandler = (req, res, next) => {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    refuse(req, res, 415, 'Unsupported Media Type: send the form uncompressed');
    return;
  }
  const declared = req.headers['content-length'];
  if (isPreviewRender(req.path)) {
    // The admin app's handler reads this body from the request stream itself (React
    // Router's express adapter): read here, it would wait for a stream already drained.
    // Its bound is the declared length, which the browser's fetch always sends.
    if (declared === undefined) {
      refuse(req, res, 411, 'Length Required: send the preview with a Content-Length');
    } else if (Number(declared) > PREVIEW_BODY_LIMIT_BYTES) {
      refuse(
        req,
        res,
        413,
        `Payload Too Large: a preview sends at most ${PREVIEW_BODY_LIMIT_BYTES / 1024} KB`,
      );
    } else {
      next();
    }
    return;
  }
  const limit = PAGE_BODY_LIMIT_BYTES;
  getRawBody(req, {
    limit,
    length: declared === undefined ? null : Number(declared),
  }).then(
    (body) => {
      req.body = body;
      next();
    },
    (error: unknown) => {
      const status = statusOf(error);
      if (status === 413) {
        refuse(req, res, 413, `Payload Too Large: a form sends at most ${limit / 1024} KB`);
      } else if (status !== undefined && status < 500) {
        // An aborted or malformed body (raw-body's 400).
        refuse(req, res, status, 'Bad Request: the form body could not be read');
      } else {
        next(error);
      }
    },
  );
};

/**
 * The largest body the API accepts on any route: a before/after pair, two images at the
 * image limit plus its text fields. The proxy refuses a declared length past it before
 * a byte travels, so a huge upload never streams through this process only for the API to
 * refuse it; a chunked body streams and meets the API's own limits.
 */
export const PROXY_BODY_LIMIT_BYTES = 2 * LIMITS.image.maxBytes + 1024 * 1024;

/** Refuses an /api or /media request whose declared body is larger than any the API takes. */
export const proxyBodyGate: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared <= PROXY_BODY_LIMIT_BYTES) {
    next();
    return;
  }
  // The API's own error shape, as its 413 would have been.
  const message = `Request body is larger than ${PROXY_BODY_LIMIT_BYTES / 1024 / 1024} MB`;
  refuse(
    req,
    res,
    413,
    JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message }),
    'application/json; charset=utf-8',
  );
};

/** How long a refused upload's connection stays open for its client to read the answer. */
const LINGER_MS = 10_000;

/**
 * Answers a refused body and reads no more of it. The answer is sent whole (with its
 * length, so a client has all of it) but not ended: Node would then either read the rest of
 * the body only to drop it (keep-alive), which for four 100 MB bodies grew the process by
 * the garbage it left between collections, or close the socket at once (`Connection:
 * close`), which resets a connection whose client is still sending, often before it has
 * read the answer. Paused, the request stops the socket (TCP holds the client back), and the
 * connection is closed when the client goes or LINGER_MS later.
 */
function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  const body = Buffer.from(message);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': body.length,
    Connection: 'close',
  });
  res.write(body);
  req.pause();
  const socket = req.socket;
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(linger));
}

/** The status of an http-errors error (what raw-body rejects with). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
