/**
 * Graceful shutdown (ADR 014, ADR 067): on SIGTERM or SIGINT the readiness check answers
 * 503 at once and the copy keeps serving for `delayMs`, long enough for a load balancer to
 * take it out; then it stops accepting connections, lets the requests in flight finish
 * within a bounded grace period, closes the application (Nest shutdown hooks: the database
 * pool) and exits 0. A second signal, or a close that hangs past the grace period, ends
 * the process with 1.
 */
import type { INestApplication, LoggerService } from '@nestjs/common';
import type { Server, ServerResponse } from 'node:http';

export interface ShutdownOptions {
  graceMs: number;
  /** Serving on, readiness failing, before the listener closes (0: close at once). */
  delayMs?: number;
  logger: LoggerService;
}

/** Read by the readiness check: false from the shutdown signal on. */
export const readiness = { accepting: true };

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

export function installGracefulShutdown(app: INestApplication, options: ShutdownOptions): void {
  const exit = (code: number) => process.exit(code);
  const drain = new HttpDrain(app.getHttpServer() as Server);
  let stopping = false;

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      options.logger.warn(`${signal} received again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    readiness.accepting = false;
    const delayMs = options.delayMs ?? 0;
    // Backstop: the drain is bounded by graceMs; closing the pool must not hang either.
    setTimeout(
      () => {
        options.logger.error('Shutdown did not finish in time: exiting');
        exit(1);
      },
      delayMs + options.graceMs + 5000,
    ).unref();
    if (delayMs > 0) {
      options.logger.log(`${signal} received: not ready, serving on for ${delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    // Stop accepting first; then say so, so that whoever reads the line can rely on it.
    const inFlight = drain.inFlightCount;
    const drained = drain.drain(options.graceMs);
    options.logger.log(
      `${signal} received: finishing ${inFlight} request(s) in flight (up to ${options.graceMs} ms)`,
    );
    const cut = await drained;
    if (cut > 0) options.logger.warn(`${cut} request(s) cut after the grace period`);
    await app.close();
    options.logger.log('Stopped');
    exit(0);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        options.logger.error(`Shutdown failed: ${String(error)}`);
        exit(1);
      });
    });
  }
}
