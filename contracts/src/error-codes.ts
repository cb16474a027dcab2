/**
 * The one catalogue of the API's error codes (ADR 083). Every error body carries a top-level
 * `code` from ERROR_CODES and, per field, a `code` from FIELD_ERROR_CODES with its params;
 * clients word them from their own message catalogues in the reader's language. `message`
 * stays in the body, in English, for logs and curl users: no client shows it.
 *
 * A code's params are named here with their type, so the server cannot send a code without
 * them and a client's wording can rely on them.
 */
import type { z } from './zod';

type ParamType = 'string' | 'number';
type ParamSpec = Readonly<Record<string, ParamType>>;
type ParamValue<T extends ParamType> = T extends 'number' ? number : string;
type ParamsOf<S extends ParamSpec> = { [K in keyof S]: ParamValue<S[K]> };

/** Top-level codes: each with the HTTP status it is sent with and its params. */
export const ERROR_CODES = {
  // Requests the server cannot read or that break a contract.
  validation_failed: { status: 400, params: {} },
  malformed_json: { status: 400, params: {} },
  malformed_form: { status: 400, params: {} },
  unstorable_text: { status: 400, params: {} },
  bad_request: { status: 400, params: {} },
  payload_too_large: { status: 413, params: {} },
  unsupported_media_type: { status: 415, params: {} },
  unsupported_encoding: { status: 415, params: {} },
  // Who may do what.
  unauthenticated: { status: 401, params: {} },
  bad_credentials: { status: 401, params: {} },
  no_sign_in_in_progress: { status: 401, params: {} },
  wrong_code: { status: 401, params: {} },
  code_reused: { status: 401, params: {} },
  passkey_refused: { status: 401, params: {} },
  sign_in_again: { status: 401, params: {} },
  forbidden: { status: 403, params: {} },
  permission_missing: { status: 403, params: { permissions: 'string' } },
  cross_site: { status: 403, params: {} },
  not_site_server: { status: 403, params: {} },
  reauth_required: { status: 403, params: {} },
  wrong_password: { status: 403, params: {} },
  wrong_current_password: { status: 403, params: {} },
  wrong_reauth_code: { status: 403, params: {} },
  role_above_own: { status: 403, params: {} },
  owner_only: { status: 403, params: { action: 'string' } },
  own_account: { status: 403, params: { action: 'string' } },
  own_second_factors: { status: 403, params: {} },
  own_sessions: { status: 403, params: {} },
  // Rows and links.
  not_found: { status: 404, params: { resource: 'string' } },
  link_invalid: { status: 404, params: {} },
  link_used: { status: 410, params: {} },
  link_expired: { status: 410, params: {} },
  preview_link_revoked: { status: 410, params: {} },
  preview_link_expired: { status: 410, params: {} },
  // States that refuse a well-formed request.
  conflict: { status: 409, params: {} },
  duplicate: { status: 409, params: {} },
  username_taken: { status: 409, params: { username: 'string' } },
  email_taken: { status: 409, params: { email: 'string' } },
  last_owner: { status: 409, params: {} },
  no_pending_invitation: { status: 409, params: {} },
  user_without_email: { status: 400, params: {} },
  totp_exists: { status: 409, params: {} },
  totp_not_started: { status: 409, params: {} },
  passkey_not_started: { status: 409, params: {} },
  passkey_exists: { status: 409, params: {} },
  passkey_invalid: { status: 400, params: {} },
  already_confirmed: { status: 409, params: {} },
  no_second_factor: { status: 409, params: {} },
  second_factor_required: { status: 409, params: {} },
  preview_links_full: { status: 409, params: { max: 'number' } },
  gallery_full: { status: 409, params: { max: 'number' } },
  pairs_full: { status: 409, params: { max: 'number' } },
  list_changed: { status: 409, params: {} },
  slug_taken: { status: 409, params: {} },
  redirect_exists: { status: 409, params: { fromPath: 'string' } },
  reply_sent: { status: 409, params: {} },
  reply_queued: { status: 409, params: {} },
  reply_key_reused: { status: 409, params: {} },
  /** A library image some record uses: the body's `uses` lists them. */
  in_use: { status: 409, params: {} },
  precondition_failed: { status: 412, params: {} },
  precondition_required: { status: 428, params: {} },
  not_ready: { status: 422, params: {} },
  schedule_invalid: { status: 422, params: {} },
  redirect_hops: { status: 422, params: {} },
  redirect_unused: { status: 422, params: {} },
  edit_conflict: { status: 409, params: {} },
  merge_unfit: { status: 422, params: {} },
  would_unpublish: { status: 422, params: {} },
  request_unconfirmed: { status: 409, params: {} },
  revision_unfit: { status: 422, params: {} },
  image_unreadable: { status: 400, params: {} },
  image_too_large: { status: 413, params: { maxMb: 'number' } },
  image_dimensions: { status: 413, params: { maxMegapixels: 'number' } },
  image_type: { status: 415, params: { accepted: 'string' } },
  svg_type: { status: 415, params: {} },
  svg_too_large: { status: 413, params: { maxKb: 'number' } },
  /** `problem`: not_svg, no_shapes, unparseable, too_deep, too_many_elements or not_utf8. */
  svg_unsafe: { status: 400, params: { problem: 'string' } },
  // Throttles and the server's own state.
  /** `limit`: sign_in, password_reset or contact, the throttle that refused. */
  rate_limited: { status: 429, params: { seconds: 'number', limit: 'string' } },
  internal_error: { status: 500, params: {} },
  unavailable: { status: 503, params: {} },
  media_store_unavailable: { status: 503, params: {} },
  shutting_down: { status: 503, params: {} },
} as const satisfies Record<string, { status: number; params: ParamSpec }>;

/** Per-field codes: what is wrong with one field, with the limits the wording needs. */
export const FIELD_ERROR_CODES = {
  required: {},
  too_short: { min: 'number' },
  too_long: { max: 'number' },
  too_small: { min: 'number' },
  too_big: { max: 'number' },
  too_few: { min: 'number' },
  too_many: { max: 'number' },
  invalid_type: {},
  invalid_choice: {},
  invalid_email: {},
  invalid_url: {},
  invalid_format: {},
  invalid_date: {},
  not_published: {},
  before_start: {},
  required_when_serious: {},
  changed_by_other: {},
  too_far: { maxYears: 'number' },
  numeric_slug: {},
  never_redirected: {},
  not_canonical: { canonical: 'string' },
  not_integer: {},
  not_a_number: {},
  invalid_characters: {},
  not_unique: {},
  unknown_field: {},
  one_required: {},
  exactly_one: {},
  taken: {},
  not_found: {},
  missing: {},
  not_marked_ready: {},
  in_past: {},
  before_publish: {},
  date_order: {},
  range_too_long: { max: 'number' },
  reserved_path: {},
  redirect_loop: {},
  redirect_chain: {},
  unknown_placeholder: { placeholder: 'string' },
  emphasis_outside_heading: {},
  csv_header: {},
  too_many_rows: { max: 'number' },
  file_required: {},
  invalid: {},
} as const satisfies Record<string, ParamSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type FieldErrorCode = keyof typeof FIELD_ERROR_CODES;
export type ErrorParams<C extends ErrorCode> = ParamsOf<(typeof ERROR_CODES)[C]['params']>;
export type FieldErrorParams<C extends FieldErrorCode> = ParamsOf<(typeof FIELD_ERROR_CODES)[C]>;

export const ERROR_CODE_VALUES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
export const FIELD_ERROR_CODE_VALUES = Object.keys(FIELD_ERROR_CODES) as [
  FieldErrorCode,
  ...FieldErrorCode[],
];

/** The params on the wire: names to strings or numbers (typed per code above). */
export type ErrorParamValues = Record<string, string | number>;

/** One field's refusal as a code (what the server sends and client-side checks produce). */
export type FieldErrorOf<C extends FieldErrorCode> = {
  field: string;
  code: C;
} & (keyof FieldErrorParams<C> extends never
  ? { params?: undefined }
  : { params: FieldErrorParams<C> });
export type FieldError = { [C in FieldErrorCode]: FieldErrorOf<C> }[FieldErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_ERROR_CODES, value);
}

/**
 * A custom refinement names its code through zod's `params`:
 * `.refine(ok, { message: '…', params: fieldCode('invalid_url') })`.
 */
export function fieldCode<C extends FieldErrorCode>(
  code: C,
  ...params: keyof FieldErrorParams<C> extends never ? [] : [FieldErrorParams<C>]
): { code: C; params?: FieldErrorParams<C> } {
  return params.length > 0 ? { code, params: params[0] } : { code };
}

type Issue = z.core.$ZodIssue;

/** The value at a zod path of what was parsed; undefined where there is none. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * zod's issue as a field code with its params: the server's filter and the admin's forms.
 * zod 4 leaves the input out of its issues, so `input` (what was parsed) tells a missing
 * value (`required`) from one of the wrong type; without it, a wrong type reads as missing.
 */
export function fieldErrorOfIssue(
  issue: Issue,
  input?: unknown,
): { code: FieldErrorCode; params?: ErrorParamValues } {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'int') return { code: 'not_integer' };
      const value = input === undefined ? undefined : valueAt(input, issue.path);
      if (value === undefined || value === null || value === '') return { code: 'required' };
      return { code: issue.expected === 'number' ? 'not_a_number' : 'invalid_type' };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'too_few', params: { min } };
      }
      return { code: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'too_many', params: { max } };
      }
      return { code: 'too_big', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email' };
      if (issue.format === 'url') return { code: 'invalid_url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { code: 'invalid_date' };
      return { code: 'invalid_format' };
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'not_multiple_of':
      return { code: 'not_integer' };
    case 'custom': {
      const given = (issue.params ?? {}) as { code?: unknown; params?: ErrorParamValues };
      if (isFieldErrorCode(given.code)) {
        return given.params ? { code: given.code, params: given.params } : { code: given.code };
      }
      return { code: 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

/** The field a zod issue names, as the API spells it (`fr.title`, `items.0.label`). */
export function fieldOfIssue(issue: Issue): string {
  const path = issue.path.map(String);
  // An unknown field is named by the issue's keys, not by its (parent) path.
  if (issue.code === 'unrecognized_keys') return [...path, issue.keys.join(',')].join('.');
  return path.join('.') || 'body';
}
