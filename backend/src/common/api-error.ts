import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@prism/contracts';
import { STATUS_CODES } from 'node:http';
import { ZodValidationException } from 'nestjs-zod';
import { QueryFailedError } from 'typeorm';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from './domain-error';

const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  precondition_failed: 412,
  precondition_required: 428,
  unavailable: 503,
};

export interface ApiErrorResponse {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
  /** True when the cause is unknown: log it, never show it. */
  unexpected: boolean;
}

function body(status: number, message: string, fields?: ApiErrorBody['fields']): ApiErrorBody {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
}

function fromZod(error: ZodError): ApiErrorResponse {
  const fields = error.issues.map((issue) => {
    const path = issue.path.map(String);
    // An unknown field is named by the issue's keys, not by its (parent) path.
    if (issue.code === 'unrecognized_keys') {
      return {
        field: [...path, issue.keys.join(',')].join('.'),
        message: 'is not an accepted field',
      };
    }
    return { field: path.join('.') || 'body', message: issue.message };
  });
  const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return { status: 400, body: body(400, message, fields), headers: {}, unexpected: false };
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
  if (err.type === 'entity.parse.failed') {
    return plain(400, 'Malformed JSON in request body');
  }
  if (err.type === 'entity.too.large' || err.code === 'LIMIT_FILE_SIZE') {
    return plain(413, 'Request body is too large');
  }
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
    return plain(415, 'Unsupported request encoding');
  }
  const status = err.status ?? err.statusCode;
  if (err.expose && status && status >= 400 && status < 500) {
    return plain(status, STATUS_CODES[status] ?? 'Bad request');
  }
  return null;
}

function plain(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): ApiErrorResponse {
  return { status, body: body(status, message), headers, unexpected: false };
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

/** The one mapping from anything thrown to the API's error shape. */
export function toApiError(exception: unknown): ApiErrorResponse {
  if (exception instanceof DomainError) {
    const status = STATUS_OF[exception.code];
    const headers: Record<string, string> =
      exception.retryAfterSeconds !== undefined
        ? { 'Retry-After': String(Math.max(1, Math.ceil(exception.retryAfterSeconds))) }
        : {};
    const answer: ApiErrorResponse = {
      status,
      body: body(status, exception.message, exception.fields),
      headers,
      unexpected: false,
    };
    if (exception.reason) answer.body = { ...answer.body, reason: exception.reason };
    if (exception.changed) answer.body = { ...answer.body, changed: exception.changed };
    if (exception.conflicts) answer.body = { ...answer.body, conflicts: exception.conflicts };
    return answer;
  }
  if (exception instanceof ZodValidationException) {
    const zodError = exception.getZodError();
    if (zodError instanceof ZodError) return fromZod(zodError);
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
    return plain(status, message);
  }
  if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
    return plain(409, 'A record with the same unique value already exists');
  }
  if (exception instanceof QueryFailedError && isUnstorableText(exception)) {
    return plain(400, 'The request contains characters that cannot be stored');
  }
  if (isDatabaseUnavailable(exception)) {
    return plain(503, 'The service is temporarily unavailable. Please try again shortly.', {
      'Retry-After': '5',
    });
  }
  const transport = fromTransport(exception as TransportError);
  if (transport) return transport;
  return { ...plain(500, 'Internal server error'), unexpected: true };
}
