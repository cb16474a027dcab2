import {
  ERROR_CODES,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParams,
  type FieldError,
} from '@prism/contracts';
import { englishOf } from './error-english';

/** What a refusal may carry besides its code and params. */
export interface DomainErrorExtras {
  /** The fields the refusal is about, each with its own code (answered as `fields`). */
  fields?: FieldError[];
  /** Seconds until a retry may succeed (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** A machine-readable cause the client acts on (sent as `reason`). */
  reason?: ApiErrorBody['reason'];
  /** On a 412: who changed the record since the client read it (sent as `changed`). */
  changed?: ApiErrorBody['changed'];
  /** On an edit conflict (409): each field both people changed, with both values. */
  conflicts?: ApiErrorBody['conflicts'];
  /** On in_use (409): the records that use what the request would delete. */
  uses?: ApiErrorBody['uses'];
}

type Args<C extends ErrorCode> = keyof ErrorParams<C> extends never
  ? [params?: Record<string, never>, extras?: DomainErrorExtras]
  : [params: ErrorParams<C>, extras?: DomainErrorExtras];

/**
 * Errors that services throw. Services speak in codes from the contracts' catalogue
 * (ERROR_CODES), never in sentences: the catalogue gives the HTTP status, the
 * one exception filter writes the body, clients word the code in their reader's language.
 * The English `message` (for logs and curl users) is derived from the code.
 */
class CodedError extends Error {
  readonly status: number;
  readonly params: Record<string, string | number> | undefined;
  readonly fields: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly reason: ApiErrorBody['reason'];
  readonly changed: ApiErrorBody['changed'];
  readonly conflicts: ApiErrorBody['conflicts'];
  readonly uses: ApiErrorBody['uses'];

  constructor(
    readonly code: ErrorCode,
    params?: Record<string, string | number>,
    extras: DomainErrorExtras = {},
  ) {
    super(englishOf(code, params, extras.fields, extras.changed));
    this.name = 'DomainError';
    this.status = ERROR_CODES[code].status;
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
    this.fields = extras.fields;
    this.retryAfterSeconds = extras.retryAfterSeconds;
    this.reason = extras.reason;
    this.changed = extras.changed;
    this.conflicts = extras.conflicts;
    this.uses = extras.uses;
  }
}

/** The constructor typed per code: a code's params are the ones the catalogue names. */
interface DomainErrorConstructor {
  new <C extends ErrorCode>(code: C, ...args: Args<C>): CodedError;
  readonly prototype: CodedError;
}

export const DomainError = CodedError as DomainErrorConstructor;
export type DomainError = CodedError;

/** A 404 naming the kind of row (`portfolio_item`, `user`…), which clients may word. */
export const notFound = (resource: string) => new DomainError('not_found', { resource });

/** A 400 naming fields, each with its code (a check no zod schema could make). */
export const invalidFields = (fields: FieldError[]) =>
  new DomainError('validation_failed', {}, { fields });
