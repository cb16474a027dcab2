import { AUDIENCE_SECRET_HEADER } from '@prism/contracts';
import type { BackendClient } from './backend.js';

export interface BatchSenderOptions {
  backend: BackendClient;
  /** AUDIENCE_SECRET, shared with the API: the site server names itself with it. */
  secret: string;
  /** How often what was gathered is sent. */
  flushEveryMs?: number;
}

/**
 * What the site server counts for the API (page views, redirect hits and 404s) leaves in
 * batches, so a request only adds to memory: every few seconds on a timer that never keeps
 * the process alive, at once when a counter asks, one send at a time, and a last time on
 * close. `send` gathers the batch and posts it with `post`, which names the site server.
 */
export class BatchSender {
  private sending: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly options: BatchSenderOptions,
    private readonly send: () => Promise<void>,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 5_000);
    this.timer.unref();
  }

  /** Sends now, or joins the send under way. */
  flush(): Promise<void> {
    this.sending ??= this.send().finally(() => (this.sending = undefined));
    return this.sending;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Posts a batch to an internal API route as the site server. */
  post<T>(path: string, batch: unknown): Promise<T> {
    return this.options.backend.postJson<T>(path, batch, {
      timeoutMs: 5_000,
      headers: { [AUDIENCE_SECRET_HEADER]: this.options.secret },
    });
  }
}

/** The log line of a batch the API did not take. */
export function logUnsent(what: string, error: unknown): void {
  console.error(`${what} not sent: ${error instanceof Error ? error.message : String(error)}`);
}
