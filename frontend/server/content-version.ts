import type { BackendClient } from './backend.js';

/** A paused API must not hold a page longer than this before the outage page answers. */
const VERSION_TIMEOUT_MS = 1_000;

/** The API's content version (ADR 019): one number that moves on every public change. */
export async function askVersion(backend: BackendClient): Promise<number> {
  const answer = await backend.getJson<{ version?: unknown }>('/api/content-version', {
    timeoutMs: VERSION_TIMEOUT_MS,
  });
  if (typeof answer.version !== 'number') {
    throw new Error('content version: the answer has no version');
  }
  return answer.version;
}

/**
 * The current content version, asked of the API, never older than the call: a caller
 * never reuses an answer to a question asked before it called, so a page requested after
 * an edit has committed always sees the new version. Up to `parallel` questions are out at
 * once; callers that arrive when all are out share the next one, which starts as soon as
 * one comes back. Under load one round trip then serves a whole batch of pages, and the
 * wait for it overlaps the rendering of the previous batch instead of idling the server.
 */
export class FreshVersion {
  private inFlight = 0;
  private next: {
    promise: Promise<number>;
    resolve: (version: number) => void;
    reject: (error: unknown) => void;
  } | null = null;

  constructor(
    private readonly ask: () => Promise<number>,
    private readonly parallel = 1,
  ) {}

  current(): Promise<number> {
    if (this.next) return this.next.promise;
    if (this.inFlight < this.parallel) return this.start();
    let resolve!: (version: number) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<number>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { promise, resolve, reject };
    return promise;
  }

  private start(): Promise<number> {
    this.inFlight += 1;
    const question = this.ask();
    const handOver = (failure?: { error: unknown }) => {
      this.inFlight -= 1;
      const waiting = this.next;
      if (!waiting) return;
      this.next = null;
      // A failed question fails the callers that waited for it too: the API is away, and
      // asking again for each batch would make every visitor wait out one more timeout.
      if (failure) waiting.reject(failure.error);
      // Asked now, after every one of its callers arrived.
      else this.start().then(waiting.resolve, waiting.reject);
    };
    question.then(
      () => handOver(),
      (error: unknown) => handOver({ error }),
    );
    return question;
  }
}
