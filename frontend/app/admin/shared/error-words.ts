/**
 * The API's error codes and the forms' own checks, worded in the admin's language.
 * The API answers `{ code, params, fields: [{ field, code, params }] }` from the contracts'
 * catalogue; the admin words each code from its own messages, with the params, and names
 * the fields with the labels the form shows. No server sentence is ever shown.
 */
import type { ApiErrorBody } from '@prism/contracts';
import {
  fieldErrorOfIssue,
  isErrorCode,
  isFieldErrorCode,
  type ErrorCode,
  type FieldErrorCode,
} from '@prism/contracts/error-codes';
import type { z } from 'zod';
import { m } from '~/paraglide/messages';
import { ApiError } from './api';
import { apiFieldLabel } from './field-labels';

type Params = Record<string, string | number> | undefined;
const p = (params: Params, key: string): string => String(params?.[key] ?? '');

const ERROR_WORDS: Record<ErrorCode, (params: Params) => string> = {
  validation_failed: () => m.admin_error_validation_failed(),
  malformed_json: () => m.admin_error_malformed_json(),
  malformed_form: () => m.admin_error_malformed_form(),
  unstorable_text: () => m.admin_error_unstorable_text(),
  bad_request: () => m.admin_error_bad_request(),
  payload_too_large: () => m.admin_error_payload_too_large(),
  unsupported_media_type: () => m.admin_error_unsupported_media_type(),
  unsupported_encoding: () => m.admin_error_unsupported_encoding(),
  unauthenticated: () => m.admin_error_unauthenticated(),
  bad_credentials: () => m.admin_error_bad_credentials(),
  no_sign_in_in_progress: () => m.admin_error_no_sign_in_in_progress(),
  wrong_code: () => m.admin_error_wrong_code(),
  code_reused: () => m.admin_error_code_reused(),
  passkey_refused: () => m.admin_error_passkey_refused(),
  sign_in_again: () => m.admin_error_sign_in_again(),
  forbidden: () => m.admin_error_forbidden(),
  permission_missing: () => m.admin_error_permission_missing(),
  cross_site: () => m.admin_error_cross_site(),
  not_site_server: () => m.admin_error_not_site_server(),
  reauth_required: () => m.admin_error_reauth_required(),
  wrong_password: () => m.admin_error_wrong_password(),
  wrong_current_password: () => m.admin_error_wrong_current_password(),
  wrong_reauth_code: () => m.admin_error_wrong_reauth_code(),
  role_above_own: () => m.admin_error_role_above_own(),
  owner_only: () => m.admin_error_owner_only(),
  own_account: () => m.admin_error_own_account(),
  own_second_factors: () => m.admin_error_own_second_factors(),
  own_sessions: () => m.admin_error_own_sessions(),
  not_found: () => m.admin_error_not_found(),
  link_invalid: () => m.admin_error_link_invalid(),
  link_used: () => m.admin_error_link_used(),
  link_expired: () => m.admin_error_link_expired(),
  preview_link_revoked: () => m.admin_error_preview_link_revoked(),
  preview_link_expired: () => m.admin_error_preview_link_expired(),
  conflict: () => m.admin_error_conflict(),
  duplicate: () => m.admin_error_duplicate(),
  username_taken: (params) => m.admin_error_username_taken({ username: p(params, 'username') }),
  email_taken: (params) => m.admin_error_email_taken({ email: p(params, 'email') }),
  last_owner: () => m.admin_error_last_owner(),
  no_pending_invitation: () => m.admin_error_no_pending_invitation(),
  user_without_email: () => m.admin_error_user_without_email(),
  totp_exists: () => m.admin_error_totp_exists(),
  totp_not_started: () => m.admin_error_totp_not_started(),
  passkey_not_started: () => m.admin_error_passkey_not_started(),
  passkey_exists: () => m.admin_error_passkey_exists(),
  passkey_invalid: () => m.admin_error_passkey_invalid(),
  already_confirmed: () => m.admin_error_already_confirmed(),
  no_second_factor: () => m.admin_error_no_second_factor(),
  second_factor_required: () => m.admin_error_second_factor_required(),
  preview_links_full: (params) => m.admin_error_preview_links_full({ max: p(params, 'max') }),
  gallery_full: (params) => m.admin_error_gallery_full({ max: p(params, 'max') }),
  pairs_full: (params) => m.admin_error_pairs_full({ max: p(params, 'max') }),
  list_changed: () => m.admin_error_list_changed(),
  slug_taken: () => m.admin_error_slug_taken(),
  redirect_exists: (params) => m.admin_error_redirect_exists({ fromPath: p(params, 'fromPath') }),
  reply_sent: () => m.admin_error_reply_sent(),
  reply_queued: () => m.admin_error_reply_queued(),
  reply_key_reused: () => m.admin_error_reply_key_reused(),
  in_use: () => m.admin_error_in_use(),
  precondition_failed: () => m.admin_error_precondition_failed(),
  precondition_required: () => m.admin_error_precondition_required(),
  not_ready: () => m.admin_error_not_ready(),
  schedule_invalid: () => m.admin_error_schedule_invalid(),
  redirect_hops: () => m.admin_error_redirect_hops(),
  redirect_unused: () => m.admin_error_redirect_unused(),
  edit_conflict: () => m.admin_error_edit_conflict(),
  merge_unfit: () => m.admin_error_merge_unfit(),
  would_unpublish: () => m.admin_error_would_unpublish(),
  request_unconfirmed: () => m.admin_error_request_unconfirmed(),
  revision_unfit: () => m.admin_error_revision_unfit(),
  image_unreadable: () => m.admin_error_image_unreadable(),
  image_too_large: (params) => m.admin_error_image_too_large({ maxMb: p(params, 'maxMb') }),
  image_dimensions: (params) =>
    m.admin_error_image_dimensions({ maxMegapixels: p(params, 'maxMegapixels') }),
  image_type: (params) => m.admin_error_image_type({ accepted: p(params, 'accepted') }),
  svg_type: () => m.admin_error_svg_type(),
  svg_too_large: (params) => m.admin_error_svg_too_large({ maxKb: p(params, 'maxKb') }),
  svg_unsafe: () => m.admin_error_svg_unsafe(),
  rate_limited: (params) => {
    const seconds = p(params, 'seconds');
    if (params?.limit === 'sign_in') return m.admin_error_rate_limited_sign_in({ seconds });
    if (params?.limit === 'reply') return m.admin_error_rate_limited_reply({ seconds });
    if (params?.limit === 'password_reset') {
      return m.admin_error_rate_limited_password_reset({ seconds });
    }
    return m.admin_error_rate_limited({ seconds });
  },
  internal_error: () => m.admin_error_internal_error(),
  unavailable: () => m.admin_error_unavailable(),
  shutting_down: () => m.admin_error_shutting_down(),
  media_store_unavailable: () => m.admin_error_unavailable(),
};

const FIELD_WORDS: Record<FieldErrorCode, (params: Params) => string> = {
  required: () => m.admin_field_error_required(),
  too_short: (params) => m.admin_field_error_too_short({ min: p(params, 'min') }),
  too_long: (params) => m.admin_field_error_too_long({ max: p(params, 'max') }),
  too_small: (params) => m.admin_field_error_too_small({ min: p(params, 'min') }),
  too_big: (params) => m.admin_field_error_too_big({ max: p(params, 'max') }),
  too_few: (params) => m.admin_field_error_too_few({ min: p(params, 'min') }),
  too_many: (params) => m.admin_field_error_too_many({ max: p(params, 'max') }),
  invalid_type: () => m.admin_field_error_invalid_type(),
  invalid_choice: () => m.admin_field_error_invalid_choice(),
  invalid_email: () => m.admin_field_error_invalid_email(),
  invalid_url: () => m.admin_field_error_invalid_url(),
  invalid_format: () => m.admin_field_error_invalid_format(),
  invalid_date: () => m.admin_field_error_invalid_date(),
  too_far: (params) => m.admin_field_error_too_far({ maxYears: p(params, 'maxYears') }),
  numeric_slug: () => m.admin_field_error_numeric_slug(),
  never_redirected: () => m.admin_field_error_never_redirected(),
  not_canonical: (params) =>
    m.admin_field_error_not_canonical({ canonical: p(params, 'canonical') }),
  not_published: () => m.admin_field_error_not_published(),
  changed_by_other: () => m.admin_field_error_changed_by_other(),
  before_start: () => m.admin_field_error_before_start(),
  required_when_serious: () => m.admin_field_error_required_when_serious(),
  not_integer: () => m.admin_field_error_not_integer(),
  not_a_number: () => m.admin_field_error_not_a_number(),
  invalid_characters: () => m.admin_field_error_invalid_characters(),
  not_unique: () => m.admin_field_error_not_unique(),
  unknown_field: () => m.admin_field_error_unknown_field(),
  one_required: () => m.admin_field_error_one_required(),
  exactly_one: () => m.admin_field_error_exactly_one(),
  taken: () => m.admin_field_error_taken(),
  not_found: () => m.admin_field_error_not_found(),
  missing: () => m.admin_field_error_missing(),
  not_marked_ready: () => m.admin_field_error_not_marked_ready(),
  in_past: () => m.admin_field_error_in_past(),
  before_publish: () => m.admin_field_error_before_publish(),
  date_order: () => m.admin_field_error_date_order(),
  range_too_long: (params) => m.admin_field_error_range_too_long({ max: p(params, 'max') }),
  reserved_path: () => m.admin_field_error_reserved_path(),
  redirect_loop: () => m.admin_field_error_redirect_loop(),
  redirect_chain: () => m.admin_field_error_redirect_chain(),
  unknown_placeholder: (params) =>
    m.admin_field_error_unknown_placeholder({
      placeholder: `{{${p(params, 'placeholder')}}}`,
      name: '{{name}}',
      projectType: '{{projectType}}',
    }),
  emphasis_outside_heading: () => m.admin_field_error_emphasis_outside_heading(),
  csv_header: () => m.admin_field_error_csv_header(),
  too_many_rows: (params) => m.admin_field_error_too_many_rows({ max: p(params, 'max') }),
  file_required: () => m.admin_field_error_file_required(),
  invalid: () => m.admin_field_error_invalid(),
};

/**
 * A format a field's own rule knows better than the code says: the username's characters,
 * a slug's, a code's six digits. Keyed by the field's last name.
 */
const FORMAT_WORDS: Record<string, () => string> = {
  username: () => m.admin_field_error_username_format(),
  slug: () => m.admin_field_error_slug_format(),
  code: () => m.admin_field_error_totp_format(),
  year: () => m.admin_field_error_year_format(),
  timeZone: () => m.admin_field_error_timezone(),
};

/** What a file or a pick is missing, as the field's own form says it. */
const MISSING_WORDS: Record<string, () => string> = {
  image: () => m.admin_field_error_image_required(),
  before: () => m.admin_field_error_pair_images_required(),
  after: () => m.admin_field_error_pair_images_required(),
  svgFile: () => m.admin_field_error_svg_required(),
};

const lastName = (field: string) => field.split('.').at(-1) ?? field;

/** One field's refusal, worded; `field` lets a field's own rule say more than the code. */
export function fieldErrorText(field: string, code: string, params?: Params): string {
  const known: FieldErrorCode = isFieldErrorCode(code) ? code : 'invalid';
  if (known === 'file_required') {
    const own = MISSING_WORDS[lastName(field)];
    if (own) return own();
  }
  if (known === 'required' && lastName(field) === 'iconValue') {
    return m.admin_field_error_icon_required();
  }
  if (known === 'file_required' && lastName(field) === 'iconValue') {
    return m.admin_field_error_svg_required();
  }
  if (known === 'invalid_format' || known === 'invalid_date' || known === 'invalid_choice') {
    const own = FORMAT_WORDS[lastName(field)];
    if (own && (known !== 'invalid_choice' || lastName(field) === 'timeZone')) return own();
  }
  return FIELD_WORDS[known](params);
}

/** A zod issue of a form's own check (the contracts' schema run in the browser), worded. */
export function issueText(issue: z.core.$ZodIssue, input?: unknown): string {
  const { code, params } = fieldErrorOfIssue(issue, input);
  return fieldErrorText(issue.path.map(String).join('.'), code, params);
}

/** How many fields a toast names before it says "and N others". */
const NAMED_FIELDS = 4;

/**
 * A refusal's text, in the admin's language: the code's words, and the fields it names with
 * their labels (the form marks them too; a field on no form is still named, never by key).
 */
export function errorBodyText(body: ApiErrorBody | null, status: number): string {
  const code: ErrorCode = body && isErrorCode(body.code) ? body.code : codeOfStatus(status);
  const lead = ERROR_WORDS[code](body?.params);
  const fields = [...new Set((body?.fields ?? []).map((f) => apiFieldLabel(f.field)))];
  if (fields.length === 0) return lead;
  const named = fields.slice(0, NAMED_FIELDS);
  const more = fields.length - named.length;
  const list = more > 0 ? [...named, m.admin_error_other_fields({ count: more })] : named;
  return `${lead} ${m.admin_error_fields({ fields: list.join(', ') })}`;
}

/** An answer without the API's shape (a proxy's page): worded by its status. */
function codeOfStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    412: 'precondition_failed',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return byStatus[status] ?? (status >= 500 ? 'unavailable' : 'bad_request');
}

/** A refused call's text (toasts, a form's alert), in the admin's language. */
export function apiErrorText(error: ApiError): string {
  return errorBodyText(error.body, error.status);
}

/** A failed load's text under 'Could not load …'. */
export function loadErrorText(error: Error): string {
  if (error instanceof ApiError) return apiErrorText(error);
  return m.admin_error_unreachable();
}

/**
 * The text a toast shows for a failure: the refusal's words, the network's when
 * the server was not reached, else nothing (the caller's fallback).
 */
export function serverMessage(error: unknown): string | undefined {
  // A body the API did not write (a proxy's page, nothing): the caller's own words.
  if (error instanceof ApiError) return error.body ? apiErrorText(error) : undefined;
  if (error instanceof TypeError) return m.admin_error_unreachable();
  return undefined;
}
