import { HttpException } from '@nestjs/common';
import {
  ERROR_CODES,
  fieldErrorOfIssue,
  fieldOfIssue,
  type ApiErrorBody,
  type ApiFieldError,
  type ErrorCode,
} from '@prism/contracts';
import { STATUS_CODES } from 'node:http';
import { ZodValidationException } from 'nestjs-zod';
import { QueryFailedError } from 'typeorm';
import { ZodError } from 'zod';
import { DomainError } from './domain-error';
import { englishOf, fieldEnglishOf } from './error-english';

export interface ApiErrorResponse {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
  /** True when the cause is unknown: log it, never show it. */
  unexpected: boolean;
}

function body(
  code: ErrorCode,
  message: string,
  extra: Pick<ApiErrorBody, 'params' | 'fields'> = {},
  status: number = ERROR_CODES[code].status,
): ApiErrorBody {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    code,
    ...(extra.params ? { params: extra.params } : {}),
    message,
    ...(extra.fields ? { fields: extra.fields } : {}),
  };
}

function fromZod(error: ZodError, inputs: unknown[]): ApiErrorResponse {
  const fields: ApiFieldError[] = error.issues.map((issue) => {
    const field = fieldOfIssue(issue);
    // The pipe parsed the body, the query or the path: the one that holds the issue's parent.
    const input = inputs.find((candidate) => holds(candidate, issue.path.slice(0, -1)));
    const coded = fieldErrorOfIssue(issue, input ?? inputs[0]);
    // The contracts' own English stays the message; an unknown field gets a plain one.
    const message = issue.code === 'unrecognized_keys' ? 'is not an accepted field' : issue.message;
    return { field, ...coded, message };
  });
  const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return answer(body('validation_failed', message, { fields }));
}

function answer(b: ApiErrorBody, headers: Record<string, string> = {}): ApiErrorResponse {
  return { status: b.statusCode, body: b, headers, unexpected: false };
}

/** Errors thrown by body-parser and multer carry a status and a type or code. */
interface TransportError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  expose?: boolean;
}

function fromTransport(err: TransportError): ApiErrorResponse | null {
  if (err.type === 'entity.parse.failed') return plain('malformed_json');
  if (err.type === 'entity.too.large' || err.code === 'LIMIT_FILE_SIZE') {
    return plain('payload_too_large');
  }
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
    return plain('unsupported_encoding');
  }
  const status = err.status ?? err.statusCode;
  if (err.expose && status && status >= 400 && status < 500) {
    return answer(body(codeOfStatus(status), STATUS_CODES[status] ?? 'Bad request', {}, status));
  }
  return null;
}

function plain(code: ErrorCode, headers: Record<string, string> = {}): ApiErrorResponse {
  return answer(body(code, englishOf(code, undefined)), headers);
}

/** A status some other layer chose (Nest's 404 for an unknown route, a guard's 401…). */
function codeOfStatus(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return generic[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57014', // query_canceled: statement_timeout fired
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  'SQLITE_BUSY', // another process held the write lock past busy_timeout
]);

function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e.code ?? e.driverError?.code;
  if (code && DB_DOWN_CODES.has(code)) return true;
  return /Connection terminated|Query read timeout|timeout exceeded when trying to connect|SQLITE_BUSY/i.test(
    e.message ?? '',
  );
}

/** Text PostgreSQL can't store (a NUL byte, invalid encoding): the input's fault, not ours. */
function isUnstorableText(err: { driverError: unknown }): boolean {
  const code = (err.driverError as { code?: string } | undefined)?.code;
  return code === '22021' || code === '22P05';
}

function isUniqueViolation(err: { driverError: unknown }): boolean {
  const code = (err.driverError as { code?: string } | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function holds(input: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at !== null && typeof at === 'object';
}

/**
 * The one mapping from anything thrown to the API's error shape; `request` gives a
 * validation failure what was sent (zod 4's issues leave it out).
 */
export function toApiError(
  exception: unknown,
  request?: { body?: unknown; query?: unknown; params?: unknown },
): ApiErrorResponse {
  if (exception instanceof DomainError) {
    const headers: Record<string, string> =
      exception.retryAfterSeconds !== undefined
        ? { 'Retry-After': String(Math.max(1, Math.ceil(exception.retryAfterSeconds))) }
        : {};
    const fields = exception.fields?.map((f) => ({ ...f, message: fieldEnglishOf(f) }));
    const b = body(exception.code, exception.message, { params: exception.params, fields });
    if (exception.reason) b.reason = exception.reason;
    if (exception.changed) b.changed = exception.changed;
    if (exception.conflicts) b.conflicts = exception.conflicts;
    if (exception.uses) b.uses = exception.uses;
    return answer(b, headers);
  }
  if (exception instanceof ZodValidationException) {
    const zodError = exception.getZodError();
    if (zodError instanceof ZodError) {
      return fromZod(zodError, [request?.body, request?.query, request?.params]);
    }
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const given =
      typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(given)
      ? given.join('; ')
      : typeof given === 'string'
        ? given
        : exception.message;
    return answer(body(codeOfStatus(status), message, {}, status));
  }
  if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
    return plain('duplicate');
  }
  if (exception instanceof QueryFailedError && isUnstorableText(exception)) {
    return plain('unstorable_text');
  }
  if (isDatabaseUnavailable(exception)) return plain('unavailable', { 'Retry-After': '5' });
  const transport = fromTransport(exception as TransportError);
  if (transport) return transport;
  return { ...plain('internal_error'), unexpected: true };
}
