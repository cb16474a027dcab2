/**
 * The admin area's HTTP client (docs/product.md#errors): every call sends the session cookie, and a
 * non-ok answer becomes an ApiError whose message is 'status: body text'. Screens show the
 * server's own `message` field through `serverMessage`.
 */
import type { ApiErrorBody, ChangedSince, FieldConflictAnswer } from '@prism/contracts';
import { REAUTH_REQUIRED } from '@prism/contracts/reauth';
import { revisionOfEtag } from '@prism/contracts/revisions';

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

/** A security change the server refused until the user confirms who they are. */
export const isReauthRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.body?.reason === REAUTH_REQUIRED;

/** Asks for the password (or a code) again; resolves true once the server confirmed it. */
type ReauthPrompt = () => Promise<boolean>;
let reauthPrompt: ReauthPrompt | null = null;

/** The admin shell's re-authentication dialog registers itself here while it is mounted. */
export function setReauthPrompt(prompt: ReauthPrompt | null): void {
  reauthPrompt = prompt;
}

export type JsonBody = Record<string, unknown> | unknown[];

/**
 * No lost edits (ADR 058): the version (ETag) of each editable record as this tab last read
 * or wrote it, sent back as If-Match on every write of it. Keyed by the record's read path.
 */
const versions = new Map<string, string>();

/** The staff read of the editable record a path belongs to, or null for other paths. */
export function recordPathOf(path: string): string | null {
  const url = path.split('?')[0] ?? '';
  const item = /^\/api\/portfolio\/(\d+)(?:\/|$)/.exec(url);
  if (item?.[1]) return `/api/portfolio/${item[1]}`;
  const page = /^\/api\/pages\/(\d+)(?:\/|$)/.exec(url);
  if (page?.[1]) return `/api/pages/${page[1]}`;
  if (/^\/api\/navigation(?:\/revisions(?:\/|$)|$)/.test(url)) return '/api/navigation';
  if (/^\/api\/admin\/settings(?:\/|$)/.test(url)) return '/api/admin/settings';
  if (/^\/api\/admin\/landing(?:\/|$)/.test(url)) return '/api/admin/landing';
  if (/^\/api\/admin\/privacy\/settings(?:\/|$)/.test(url)) return '/api/admin/privacy/settings';
  return null;
}

/** Keeps the version an answer carries for its record. */
function remember(path: string, etag: string | null): void {
  const record = recordPathOf(path);
  if (record && etag && revisionOfEtag(etag) !== null) versions.set(record, etag);
}

/**
 * If-Match for a write: the version read. A screen that never read the record (a delete
 * from a list) reads it just before, as it shows what the list shows.
 */
async function ifMatchFor(path: string, method: string): Promise<Record<string, string>> {
  const record = recordPathOf(path);
  if (method === 'GET' || !record) return {};
  if (!versions.has(record)) {
    const read = await fetch(record, {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    remember(record, read.headers.get('etag'));
  }
  const etag = versions.get(record);
  return etag ? { 'if-match': etag } : {};
}

/**
 * Writes of one record from this tab run one after the other (two gallery uploads at
 * once): each names the version the one before it made, not the same one, which would
 * make this tab's second write a conflict with its first.
 */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(path: string, work: () => Promise<T>): Promise<T> {
  const record = recordPathOf(path);
  if (!record) return work();
  const run = (queues.get(record) ?? Promise.resolve()).then(work);
  queues.set(
    record,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * A save refused because someone else changed the same fields since it was read (409):
 * who and at which revision, and each field with both values.
 */
export interface EditConflict {
  changed: ChangedSince;
  conflicts: FieldConflictAnswer[];
}
export const editConflictOf = (error: unknown): EditConflict | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { changed, conflicts } = error.body ?? {};
  return changed && conflicts && conflicts.length > 0 ? { changed, conflicts } : null;
};

/** Per conflicting field, the value the person keeps; null when they leave the save. */
export type ConflictChoices = Record<string, 'theirs' | 'mine'>;

/**
 * A write's body with "keep theirs" applied to the fields given (their names as revisions
 * name them), so the save sent again over their revision changes none of them. The screens
 * whose bodies name fields otherwise (the translations, the gallery) give their own.
 */
export type KeepTheirs<B> = (body: B, theirs: FieldConflictAnswer[]) => B;

/** What the conflict handling needs to build the save sent again over their revision. */
export interface Resend<B> {
  path: string;
  record: string;
  body: B;
  conflict: EditConflict;
  choices: ConflictChoices;
  keepTheirs: KeepTheirs<B> | undefined;
  /** The document as this tab last read it (settings, landing texts), else undefined. */
  base: unknown;
  /** Reads the record as it is now. */
  read: () => Promise<unknown>;
}

/**
 * The admin shell's conflict dialog registers itself here while it is mounted:
 * it asks the person per field and builds the save to send again. It lives with the
 * signed-in screens, so the signed-out pages never load it.
 */
export interface ConflictHandling {
  ask: (conflict: EditConflict & { record: string }) => Promise<ConflictChoices | null>;
  resend: <B>(resend: Resend<B>) => Promise<B>;
}
let conflictHandling: ConflictHandling | null = null;

export function setConflictHandling(handling: ConflictHandling | null): void {
  conflictHandling = handling;
}

/** The whole documents, saved whole and merged by the server, by their path. */
export const WHOLE_DOCUMENTS = new Set([
  '/api/admin/settings',
  '/api/admin/landing',
  '/api/admin/privacy/settings',
  '/api/navigation',
]);
const wholeDocuments = new Map<string, unknown>();

/**
 * Forgets the version and the whole document this tab read of every record: after a
 * sign-out, nothing of the last person's reads is sent as the next person's base.
 */
export function forgetRecords(): void {
  versions.clear();
  wholeDocuments.clear();
}

/**
 * On a 409 the dialog shows, per field both changed, their value and the person's; the save
 * is sent again over their revision with the person's choices. A field only they changed
 * is never in the save, so it is never reverted. Leaving throws the 409: the form keeps the
 * person's text.
 */
async function withConflicts<B, T>(
  path: string,
  body: B,
  write: (body: B) => Promise<T>,
  keepTheirs?: KeepTheirs<B>,
): Promise<T> {
  let sent = body;
  for (;;) {
    try {
      return await write(sent);
    } catch (error) {
      const conflict = editConflictOf(error);
      const record = recordPathOf(path);
      const handling = conflictHandling;
      if (!conflict || !record || !handling) throw error;
      const choices = await handling.ask({ ...conflict, record });
      if (!choices) throw error;
      versions.set(record, `"r${conflict.changed.revision}"`);
      sent = await handling.resend({
        path,
        record,
        body: sent,
        conflict,
        choices,
        keepTheirs,
        base: wholeDocuments.get(record),
        read: () => send<unknown>(record, {}),
      });
    }
  }
}

/**
 * A JSON call to the API. Reads skip the browser's HTTP cache: some public answers
 * (settings, the portfolio) are cacheable for visitors, and staff must see their own edits.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: JsonBody; keepTheirs?: KeepTheirs<JsonBody> } = {},
): Promise<T> {
  const { method = 'GET', body, keepTheirs } = options;
  try {
    const call = () =>
      withConflicts<JsonBody | undefined, T>(
        path,
        body,
        (sent) => send<T>(path, { method, body: sent }),
        keepTheirs as KeepTheirs<JsonBody | undefined> | undefined,
      );
    return await (method === 'GET' ? call() : oneAtATime(path, call));
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
        ...(await ifMatchFor(path, method)),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
  );
  remember(path, response.headers.get('etag'));
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : null) as T;
  // The document as this tab last read or saved it: the base a rebase starts from.
  if (WHOLE_DOCUMENTS.has(path) && answer !== null) wholeDocuments.set(path, answer);
  return answer;
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
  return oneAtATime(path, () =>
    withConflicts(path, form, async (sent) =>
      sendForm<T>(path, method, sent, await ifMatchFor(path, method), onProgress),
    ),
  );
}

function sendForm<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  headers: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        remember(path, xhr.getResponseHeader('etag'));
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
