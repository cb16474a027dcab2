/**
 * The HTTP server both Express applications (the API's, under Nest, and the site's) listen
 * with (ADR 108). Node only: imported as `@prism/contracts/server-http`.
 */
import http, { IncomingMessage, ServerResponse } from 'node:http';

/** An Express application as this needs it: its listener and its two prototypes. */
export interface ExpressListener {
  (req: IncomingMessage, res: ServerResponse): void;
  request: object;
  response: object;
}

/**
 * A server whose requests and responses are made with the application's own prototypes.
 * Express swaps them in on every request (`Object.setPrototypeOf`), and after that swap V8
 * kept each request's objects through the young generation's collections: 11-17 KB a
 * request moved to the old generation, which then needed a full collection about once a
 * second under load, each one's marking spread over the answers of the next 50 ms. With
 * the prototypes in place from the start, Express's swap changes nothing.
 */
export function expressHttpServer(app: ExpressListener): http.Server {
  return http.createServer(
    {
      IncomingMessage: madeWith<typeof IncomingMessage>(IncomingMessage, app.request),
      ServerResponse: madeWith<typeof ServerResponse>(ServerResponse, app.response),
    },
    app,
  );
}

/** `base`'s constructor, making instances whose prototype is `prototype` (which extends base's). */
function madeWith<C extends abstract new (...args: never[]) => object>(
  base: C,
  prototype: object,
): C {
  function Made(...args: unknown[]): object {
    return Reflect.construct(base, args, Made) as object;
  }
  Made.prototype = prototype;
  return Made as unknown as C;
}
