// The part of negotiator (the parser behind Express's req.accepts*) the site uses. Its
// DefinitelyTyped types predate the `preferred` option this needs (negotiator 1.1).
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` by the client's weights; ties go to `preferred`'s order. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
