/**
 * Draining an HTTP server (ADR 014), one way for the API and the site server: the
 * requests in flight finish within a grace period, and a kept-alive connection's next
 * answer tells the client to reconnect elsewhere. Node only.
 */
import type { Server, ServerResponse } from 'node:http';

/** Keeps track of the responses in flight on a server, to drain it on demand. */
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    // Ahead of the app's listener, so the header is set before any handler can answer.
    server.prependListener('request', (_req, res: ServerResponse) => {
      // A request that arrives on a kept-alive connection during the drain is served,
      // but tells the client to reconnect elsewhere.
      if (this.draining) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.on('close', () => {
        this.inFlight.delete(res);
        // Its connection may now be idle: close it rather than wait for keep-alive expiry.
        if (this.draining) setImmediate(() => server.closeIdleConnections());
      });
    });
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /**
   * Stops accepting connections and resolves once every connection has ended; after
   * graceMs the remaining ones are cut. Resolves to the number of responses cut short.
   */
  drain(graceMs: number): Promise<number> {
    this.draining = true;
    for (const res of this.inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
    return new Promise((resolve) => {
      let cut = 0;
      const timer = setTimeout(() => {
        cut = this.inFlight.size;
        this.server.closeAllConnections();
      }, graceMs);
      this.server.close(() => {
        clearTimeout(timer);
        resolve(cut);
      });
      this.server.closeIdleConnections();
    });
  }
}
