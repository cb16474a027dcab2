/**
 * A document rendered whole, handed from the site's entry (app/entry.server.tsx) to the site
 * server (server/rendered-page.ts) through React Router's handler. React Router must get a
 * Fetch `Response`, but the server wants the bytes: a body stream made only to be read back
 * at once cost about 4% of an uncached page (ADR 079). So the bytes ride beside a bodiless
 * Response, under a registered symbol: the entry's bundle and the server's modules are
 * separate module instances, and `Symbol.for` is the one key they both reach.
 */
const RENDERED_DOCUMENT = Symbol.for('prism.rendered-document');

/**
 * A document's bytes: whole, or around a run every document carries as the very same bytes
 * (the site's stylesheet), which the server then encodes once rather than in every page.
 */
export type RenderedDocument =
  { bytes: Uint8Array } | { before: Uint8Array; shared: Uint8Array; after: Uint8Array };

type Carrier = Response & { [RENDERED_DOCUMENT]?: RenderedDocument };

/** A Response for React Router whose document travels beside it, not in a body stream. */
export function renderedResponse(document: RenderedDocument, init: ResponseInit): Response {
  const response: Carrier = new Response(null, init);
  response[RENDERED_DOCUMENT] = document;
  return response;
}

/**
 * The document of a response made by `renderedResponse`; undefined for any other (React
 * Router's own answers: redirects, errors it renders itself, the bodiless copy it makes for
 * HEAD), whose body is read as usual.
 */
export const renderedDocument = (response: Response): RenderedDocument | undefined =>
  (response as Carrier)[RENDERED_DOCUMENT];

/** A document's length in bytes. */
export const documentLength = (document: RenderedDocument): number =>
  'bytes' in document
    ? document.bytes.byteLength
    : document.before.byteLength + document.shared.byteLength + document.after.byteLength;
