import type { ApiErrorBody } from '@prism/contracts';

/**
 * Errors that services throw. Services speak in codes; the one exception filter turns a
 * code into an HTTP status (see api-error.ts), so no service imports HTTP classes.
 */
export type DomainErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'precondition_failed'
  | 'precondition_required'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Seconds until a retry may succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The fields the refusal is about, each with its own message (answered as `fields`). */
    readonly fields?: { field: string; message: string }[],
    /** A machine-readable cause the client acts on (sent as `reason`). */
    readonly reason?: ApiErrorBody['reason'],
    /** On a 412: who changed the record since the client read it (sent as `changed`). */
    readonly changed?: ApiErrorBody['changed'],
    /** On an edit conflict (409): each field both people changed, with both values. */
    readonly conflicts?: ApiErrorBody['conflicts'],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
