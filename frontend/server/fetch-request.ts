import type { Request } from 'express';

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

/**
 * The Fetch request React Router renders a public page from. Not @react-router/express's
 * adapter (which the admin app goes through): that one takes the origin from the Host
 * header and reads the body from the socket itself, where this one renders at the origin
 * `originOf` chose (no header can smuggle a host into the page) and hands over the body
 * pageBody already read within its limit (request-body.ts; ADR 040).
 */
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
