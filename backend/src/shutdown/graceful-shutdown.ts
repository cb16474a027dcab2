/**
 * Graceful shutdown (ADR 014, ADR 067): on SIGTERM or SIGINT the readiness check answers
 * 503 at once and the copy keeps serving for `delayMs`, long enough for a load balancer to
 * take it out; then it stops accepting connections, lets the requests in flight finish
 * within a bounded grace period, closes the application (Nest shutdown hooks: the database
 * pool) and exits 0. A second signal, or a close that hangs past the grace period, ends
 * the process with 1.
 */
import type { INestApplication, LoggerService } from '@nestjs/common';
import type { Server } from 'node:http';
import { HttpDrain } from '@prism/contracts/server-drain';

export interface ShutdownOptions {
  graceMs: number;
  /** Serving on, readiness failing, before the listener closes (0: close at once). */
  delayMs?: number;
  logger: LoggerService;
}

/** Read by the readiness check: false from the shutdown signal on. */
export const readiness = { accepting: true };

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
