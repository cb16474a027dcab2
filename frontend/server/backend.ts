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
    // Below the API's own idle timeout (Node's 5 s), so we drop an idle socket first.
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 4_000,
    connections: 32,
  });

  constructor(
    readonly baseUrl: string,
    private readonly defaultTimeoutMs = 2_000,
  ) {}

  async getJson<T>(path: string, options: BackendCallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, undefined, options);
  }

  async postJson<T>(path: string, body: unknown, options: BackendCallOptions = {}): Promise<T> {
    return this.call<T>('POST', path, JSON.stringify(body), options);
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    { timeoutMs = this.defaultTimeoutMs, headers = {} }: BackendCallOptions,
  ): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
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
    }
    if (status < 200 || status >= 300) {
      throw new BackendError(status, `${method} ${path}: ${status} ${text.slice(0, 300)}`, text);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new BackendError(503, `${method} ${path}: the answer is not JSON`);
    }
  }
}

/**
 * Whether an error came from a BackendClient call. By name, not instanceof: the route
 * modules are bundled by Vite apart from this file, so the class exists twice.
 */
export function isBackendError(error: unknown): error is BackendError {
  return error instanceof Error && error.name === 'BackendError' && 'status' in error;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}
