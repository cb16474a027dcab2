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
 * Express swaps them in on every request (`Object.setPrototypeOf`); after that swap V8 kept
 * each request's objects through the young generation's collections, and Node's own HTTP
 * code, seeing objects change shape, ran several times slower.
 *
 * The prototypes come from two subclasses of Node's classes, which Node constructs with
 * `new` as it does its own: each subclass's prototype is put in front of the application's,
 * and becomes the application's, so Express's swap sets the prototype an object already
 * has. Call it once per application, before it answers a request.
 */
export function expressHttpServer(app: ExpressListener): http.Server {
  class Request extends IncomingMessage {}
  class Response extends ServerResponse {}
  Object.setPrototypeOf(Request.prototype, app.request);
  Object.setPrototypeOf(Response.prototype, app.response);
  app.request = Request.prototype;
  app.response = Response.prototype;
  return http.createServer({ IncomingMessage: Request, ServerResponse: Response }, app);
}
