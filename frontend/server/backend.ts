import { Agent, request } from 'undici';

/** Why a call to the API produced no usable answer. */
export class BackendError extends Error {
  constructor(
    /** The API's status, or 503 when it could not be reached or did not answer in time. */
    readonly status: number,
    message: string,
    /** The API's answer, when it gave one (its error body names the fields). */
    readonly body = '',
  ) {
    super(message);
    // The app tells this error by its name (app/lib/backend-error.ts).
    this.name = 'BackendError';
  }

  /** The API is down, paused, refusing connections or failing: the data can't be had now. */
  get unavailable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

export interface BackendCallOptions {
  /** Milliseconds for the whole answer (headers and body). */
  timeoutMs?: number;
  /** Extra request headers (X-Forwarded-For of the visitor on a contact POST). */
  headers?: Record<string, string>;
  /**
   * The content version the caller rendered at: a public read is then kept,
   * decoded, for that version, and the next render at the same version reads it from memory.
   */
  version?: number;
}

/** A decoded answer and the length of its JSON. */
export interface Answer {
  value: unknown;
  bytes: number;
}

/** Where decoded public answers are kept per content version: the site's one cache. */
export interface KeptAnswers {
  answer(path: string, version: number, load: () => Promise<Answer>): Promise<Answer>;
}

/**
 * The site's one way to call the API from the server (loaders, actions, the content
 * version question): undici with a keep-alive pool, so a render reuses warm connections
 * instead of opening three. Every failure, a refused connection, a reset socket, a
 * timeout, a paused API, a malformed body, becomes a rejected promise with a BackendError:
 * nothing here can throw outside the caller's await, so no API answer can stop the site.
 */
export class BackendClient {
  private readonly agent = new Agent({
    // Far below the API's own idle timeout (65 s): we drop an idle socket first, even when
    // a busy event loop slows undici's coarse clock (ADR 039).
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 4_000,
    connections: 32,
  });

  constructor(
    readonly baseUrl: string,
    /** The site's cache (page-cache.ts), where reads made at a content version are kept. */
    private readonly kept?: KeptAnswers,
    // A page waits at most this long for one answer: a paused API costs a visitor 1.5 s, not a hang.
    private readonly defaultTimeoutMs = 1_500,
  ) {}

  async getJson<T>(path: string, options: BackendCallOptions = {}): Promise<T> {
    const { version } = options;
    if (version === undefined || !this.kept) {
      return (await this.call('GET', path, undefined, options)).value as T;
    }
    const answer = await this.kept.answer(path, version, () =>
      this.call('GET', path, undefined, options),
    );
    return answer.value as T;
  }

  async postJson<T>(path: string, body: unknown, options: BackendCallOptions = {}): Promise<T> {
    return (await this.call('POST', path, JSON.stringify(body), options)).value as T;
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    { timeoutMs = this.defaultTimeoutMs, headers = {} }: BackendCallOptions,
  ): Promise<Answer> {
    const { signal, clear } = deadline(timeoutMs);
    let text: string;
    let status: number;
    try {
      const answer = await request(`${this.baseUrl}${path}`, {
        method,
        dispatcher: this.agent,
        signal,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body,
      });
      status = answer.statusCode;
      text = await answer.body.text();
    } catch (error) {
      const reason = signal.aborted ? `timed out after ${timeoutMs} ms` : describe(error);
      throw new BackendError(503, `${method} ${path}: ${reason}`);
    } finally {
      clear();
    }
    if (status < 200 || status >= 300) {
      throw new BackendError(status, `${method} ${path}: ${status} ${text.slice(0, 300)}`, text);
    }
    try {
      return { value: text ? (JSON.parse(text) as unknown) : null, bytes: text.length };
    } catch {
      throw new BackendError(503, `${method} ${path}: the answer is not JSON`);
    }
  }
}

/**
 * A call's deadline that counts only the API's silence. A site rendering a batch of pages
 * keeps its event loop busy for a while, and `AbortSignal.timeout` charged that to the API:
 * - a question asked at the start of a batch leaves only after it (undici writes to a
 *   reused socket from the check phase), so the clock starts there, from an immediate
 *   queued behind undici's;
 * - an answer that arrived during a batch sits in the socket, and timers run before the
 *   poll that reads it, so the abort waits for the check phase, after that poll.
 * Either way the content version question failed, and every page waiting on it got the
 * outage page though the API had answered in time.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined = setImmediate(() => {
    timer = setTimeout(() => {
      immediate = setImmediate(() =>
        controller.abort(new DOMException('timed out', 'TimeoutError')),
      );
    }, ms);
  });
  return {
    signal: controller.signal,
    clear: () => {
      clearImmediate(immediate);
      clearTimeout(timer);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}
