/**
 * The admin area's HTTP client (docs/product.md#errors): every call sends the session cookie, and a
 * non-ok answer becomes an ApiError whose message is 'status: body text'. Screens show the
 * server's own `message` field through `serverMessage`.
 */
import { REAUTH_REQUIRED, type ApiErrorBody } from '@prism/contracts';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body when the server sent its JSON shape, else null. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ApiErrorBody).message === 'string'
    ) {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the raw text stays in `message`.
  }
  return null;
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  throw new ApiError(response.status, response.statusText, await response.text());
}

/** A security change the server refused until the user confirms who they are (ADR 038). */
export const isReauthRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.body?.reason === REAUTH_REQUIRED;

/** Asks for the password (or a code) again; resolves true once the server confirmed it. */
type ReauthPrompt = () => Promise<boolean>;
let reauthPrompt: ReauthPrompt | null = null;

/** The admin shell's re-authentication dialog registers itself here while it is mounted. */
export function setReauthPrompt(prompt: ReauthPrompt | null): void {
  reauthPrompt = prompt;
}

type JsonBody = Record<string, unknown> | unknown[];

/**
 * A JSON call to the API. Reads skip the browser's HTTP cache: some public answers
 * (settings, the portfolio) are cacheable for visitors, and staff must see their own edits.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: JsonBody } = {},
): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    // A security change asks who is there: once the dialog confirmed it, the call runs again.
    if (isReauthRequired(error) && reauthPrompt && (await reauthPrompt())) {
      return send<T>(path, options);
    }
    throw error;
  }
}

async function send<T>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: JsonBody },
): Promise<T> {
  const response = await throwIfNotOk(
    await fetch(path, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A JSON call that also answers the response headers (the inbox's paging facts). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names the answer the caller expects, as in `api<T>`
export async function apiWithHeaders<T>(path: string): Promise<{ data: T; headers: Headers }> {
  const response = await throwIfNotOk(
    await fetch(path, {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    }),
  );
  return { data: (await response.json()) as T, headers: response.headers };
}

/**
 * A multipart upload with progress (fetch can't report upload progress; XMLHttpRequest
 * can). Resolves with the parsed JSON answer; rejects with ApiError like `api`.
 */
export function upload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    // Same shape as a failed fetch, so serverMessage() words it the same way.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new TypeError('Upload aborted'));
    xhr.send(form);
  });
}
