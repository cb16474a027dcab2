import { createHash } from 'node:crypto';
import { renderedDocument } from '@prism/contracts/rendered-document';
import { spliceableRun } from './brotli-splice.js';

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
 * A strong validator for a stored body: its SHA-1, where a shared run counts by its own
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

/** React Router's answer, read whole: the entry's document as it made it, or the body. */
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
