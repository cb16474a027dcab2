/**
 * A document rendered whole, handed from the site's entry (app/entry.server.tsx) to the site
 * server (server/rendered-page.ts) through React Router's handler. React Router must get a
 * Fetch `Response`, but the server wants the bytes: a body stream made only to be read back
 * at once cost about 4% of an uncached page (ADR 079). So the bytes ride beside a bodiless
 * Response, under a registered symbol: the entry's bundle and the server's modules are
 * separate module instances, and `Symbol.for` is the one key they both reach.
 */
const RENDERED_BYTES = Symbol.for('prism.rendered-document.bytes');

type Carrier = Response & { [RENDERED_BYTES]?: Uint8Array };

/** A Response for React Router whose document travels beside it, not in a body stream. */
export function renderedResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const response: Carrier = new Response(null, init);
  response[RENDERED_BYTES] = bytes;
  return response;
}

/**
 * The document of a response made by `renderedResponse`; undefined for any other (React
 * Router's own answers: redirects, errors it renders itself, the bodiless copy it makes for
 * HEAD), whose body is read as usual.
 */
export const renderedBytes = (response: Response): Uint8Array | undefined =>
  (response as Carrier)[RENDERED_BYTES];
