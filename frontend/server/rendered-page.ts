import { createHash } from 'node:crypto';
import { renderedBytes } from '@prism/contracts/rendered-document';

/** A rendered page, with the content version it was made at. */
export interface RenderedPage {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** Present on every page the cache keeps (compressPage): no answer compresses it again. */
  br?: Buffer;
  gzip?: Buffer;
}

/** A strong validator for a stored body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** React Router's answer, read whole: the entry's document as it made it, or the body. */
export async function readPage(response: Response, version: number): Promise<RenderedPage> {
  const rendered = renderedBytes(response);
  const body = rendered
    ? Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength)
    : Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
  return { version, status: response.status, headers, body, etag: etagOf(body) };
}
