import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { renderedDocument } from '@prism/contracts/rendered-document';
import { spliceableRun } from './brotli-splice.js';

/**
 * A public page rendered whole: React Router's handler is given a Fetch request made here
 * and its answer is read back into bytes, to be kept and compressed once (pages.ts). Not
 * @react-router/express's adapter, which the admin app goes through: that one takes the
 * origin from the Host header, reads the body from the socket itself and writes the answer
 * to the response, where a public page is rendered at the origin `originOf` chooses (no
 * header can smuggle a host into it), takes the body `pageBody` already read within its
 * limit (request-body.ts) and must come back as bytes (ADR 040).
 */

/** A run every page carries as the same bytes (the site's stylesheet), prepared once. */
export interface SharedRun {
  length: number;
  /** Its SHA-1, which stands for it in each page's validator. */
  digest: Buffer;
  /** Its brotli, to splice into a page's; undefined if it did not compress. */
  brotli: Buffer | undefined;
}

/** A rendered page, with the content version it was made at. */
export interface RenderedPage {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** Where a shared run sits in `body`. */
  shared?: { at: number; run: SharedRun };
  /** Present on every page the cache keeps (compressPage): no answer compresses it again. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The origins a page of this request may be posted from: the public one, and the address
 * this connection really reached when the visitor typed that (a local run opened at
 * http://127.0.0.1:3000 while PUBLIC_URL names localhost). The Host header can only add the
 * socket's own address, never name another host.
 */
function ownOrigins(req: Request, publicUrl: string): string[] {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return [publicUrl];
  const address = localAddress.replace(/^::ffff:/, '');
  const direct = `${address.includes(':') ? `[${address}]` : address}:${localPort}`;
  return req.headers.host === direct ? [publicUrl, `http://${direct}`] : [publicUrl];
}

/** React Router's rule for actions: no Origin header, or the page's own origin. */
export const postedFromHere = (req: Request, publicUrl: string): boolean =>
  req.headers.origin === undefined || ownOrigins(req, publicUrl).includes(req.headers.origin);

/**
 * The origin a page is rendered at: the one a form was posted from when that is one of
 * ours (so React Router's check sees its own origin), else the public one. Pages hold no
 * absolute URL of this origin (canonical links use PUBLIC_URL): every origin renders the
 * same page.
 */
function originOf(req: Request, publicUrl: string): string {
  const posted = req.headers.origin;
  return posted !== undefined && ownOrigins(req, publicUrl).includes(posted) ? posted : publicUrl;
}

/** The Fetch request React Router renders a public page from. */
export function toFetchRequest(req: Request, publicUrl: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The visitor's address for the API (its contact limit is per client), added as the
  // proxy does for /api: the API trusts this loopback hop.
  const client = req.socket.remoteAddress;
  if (client) {
    const prior = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', prior ? `${prior}, ${client}` : client);
  }
  // A HEAD is rendered as the GET it asks about, so its headers (Content-Length among them)
  // are that GET's; sendPage leaves the body out. React Router would answer it bodiless.
  const init: RequestInit = { method: req.method === 'HEAD' ? 'GET' : req.method, headers };
  // At most PAGE_BODY_LIMIT_BYTES, copied into the plain bytes a Fetch body takes.
  if (req.method === 'POST' && Buffer.isBuffer(req.body)) init.body = Uint8Array.from(req.body);
  return new globalThis.Request(`${originOf(req, publicUrl)}${req.originalUrl}`, init);
}

const sharedRuns = new WeakMap<Uint8Array, SharedRun>();

/** The run's prepared forms, made the first time a page carries it. */
function sharedRun(bytes: Uint8Array): SharedRun {
  let run = sharedRuns.get(bytes);
  if (!run) {
    const digest = createHash('sha1').update(bytes).digest();
    run = { length: bytes.byteLength, digest, brotli: spliceableRun(bytes) };
    sharedRuns.set(bytes, run);
  }
  return run;
}

/**
 * A strong validator for a page's body: its SHA-1, where a shared run counts by its own
 * digest, so the stylesheet is not hashed again in every page.
 */
export function etagOf(body: Buffer, shared?: RenderedPage['shared']): string {
  const hash = createHash('sha1');
  if (shared) {
    const end = shared.at + shared.run.length;
    hash.update(body.subarray(0, shared.at)).update(shared.run.digest).update(body.subarray(end));
  } else {
    hash.update(body);
  }
  return `"${hash.digest('base64url')}"`;
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * React Router's answer, read whole: the document the entry handed over beside a bodiless
 * Response (ADR 079), with the stylesheet as a shared run (ADR 080); or, for React Router's
 * own answers (redirects, errors it renders itself), the body.
 */
export async function readPage(response: Response, version: number): Promise<RenderedPage> {
  const document = renderedDocument(response);
  let body: Buffer;
  let shared: RenderedPage['shared'];
  if (!document) {
    body = Buffer.from(await response.arrayBuffer());
  } else if ('bytes' in document) {
    body = asBuffer(document.bytes);
  } else {
    body = Buffer.concat([document.before, document.shared, document.after]);
    shared = { at: document.before.byteLength, run: sharedRun(document.shared) };
  }
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
  return { version, status: response.status, headers, body, etag: etagOf(body, shared), shared };
}
