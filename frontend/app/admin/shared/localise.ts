/**
 * The contracts' and the API's English words, in the admin's language (ADR 049). The zod
 * schemas are shared with the server and carry English messages; the API answers English
 * too. In English both pass through unchanged (byte for byte); in French the admin writes
 * its own text: a validation message by the contract's template and its limit, a server
 * refusal by its known sentence or its template, else by its status. Never the English.
 */
import { getLocale } from '~/paraglide/runtime';
import { m } from '~/paraglide/messages';
import { ApiError } from './api';

type Translate = (match: RegExpMatchArray) => string;

/**
 * The contracts' validation templates (contracts/src/schemas.ts and its neighbours): each
 * message is shown under its field, so the French one needs no field name.
 */
const ISSUE_TEMPLATES: [RegExp, Translate][] = [
  [
    /^Username may contain only letters, digits, dots, dashes and underscores$/,
    () => m.admin_issue_username_chars(),
  ],
  [
    /^Slug may hold only lower-case letters, digits and single dashes$/,
    () => m.admin_issue_slug_chars(),
  ],
  [/^Slug must hold a letter: /, () => m.admin_issue_slug_digits()],
  [/^Code must be the 6 digits your authenticator app shows$/, () => m.admin_issue_totp_code()],
  [/^Enter the 6-digit code or a recovery code$/, () => m.admin_issue_second_step_code()],
  [/^Give either your password or a code, not both$/, () => m.admin_issue_password_or_code()],
  [/^Year must be a 4-digit year$/, () => m.admin_issue_year_digits()],
  [/^Year must be between 1900 and five years from now$/, () => m.admin_issue_year_range()],
  [/^The link is incomplete/, () => m.admin_server_link_invalid()],
  [/^Passwords do not match$/, () => m.admin_issue_passwords_differ()],
  [
    /^Unknown placeholder (\{\{.*?\}\}): use /,
    ([, placeholder]) =>
      m.admin_issue_unknown_placeholder({
        placeholder: placeholder ?? '',
        name: '{{name}}',
        projectType: '{{projectType}}',
      }),
  ],
  [/^Please enter a valid e-?mail address$/, () => m.admin_issue_email()],
  [/^Please upload an SVG file$/, () => m.admin_issue_svg_required()],
  [/^Please select /, () => m.admin_issue_choose()],
  [/ is required$/, () => m.admin_issue_required()],
  [/ must be at most (\d+) characters$/, ([, max]) => m.admin_issue_too_long({ max: max ?? '' })],
  [/ must be at least (\d+) characters$/, ([, min]) => m.admin_issue_too_short({ min: min ?? '' })],
  [/ must be at most (\d+) MB$/, ([, max]) => m.admin_issue_file_too_large({ max: max ?? '' })],
  [
    / must be between (\d+) and (\d+) (\w+)$/,
    ([, min, max]) => m.admin_issue_between({ min: min ?? '', max: max ?? '' }),
  ],
  [/ must not contain NUL characters$/, () => m.admin_issue_nul()],
  [/ must be a whole number/, () => m.admin_issue_whole_number()],
  [/ must be (one of|a list|a number|true or false|text)/, () => m.admin_issue_invalid()],
];

/**
 * Sentences the API answers that staff meet (sign-in, account links, second factors,
 * users), and its templated ones; anything else is worded by its status.
 */
const SERVER_SENTENCES: [RegExp, Translate][] = [
  [/^Invalid username or password$/, () => m.admin_server_bad_credentials()],
  [
    /^Too many login attempts\. Please try again in (\d+) seconds\.$/,
    ([, s]) => m.admin_server_login_throttled({ seconds: s ?? '' }),
  ],
  [
    /^Too many password reset requests\. Please try again in (\d+) seconds\.$/,
    ([, s]) => m.admin_server_reset_throttled({ seconds: s ?? '' }),
  ],
  [
    /^Too many replies sent\. Please try again in (\d+) seconds\.$/,
    ([, s]) => m.admin_server_replies_throttled({ seconds: s ?? '' }),
  ],
  [/^No sign-in in progress/, () => m.admin_server_no_first_step()],
  [/^Invalid or expired code$/, () => m.admin_server_wrong_code()],
  [/^This code was already used/, () => m.admin_server_reused_code()],
  [/^The passkey could not be verified$/, () => m.admin_server_passkey_refused()],
  [/^Current password is incorrect$/, () => m.admin_server_wrong_current_password()],
  [/^This link has already been used/, () => m.admin_server_link_used()],
  [/^This link has expired/, () => m.admin_server_link_expired()],
  [/^This link is not valid/, () => m.admin_server_link_invalid()],
  [
    /^Username '(.*)' is already taken$/,
    ([, name]) => m.admin_server_username_taken({ username: name ?? '' }),
  ],
  [
    /^Email '(.*)' is already used by another user$/,
    ([, email]) => m.admin_server_email_taken({ email: email ?? '' }),
  ],
  [/^The last owner cannot be demoted or deleted$/, () => m.admin_server_last_owner()],
  [/^You cannot grant a role above your own$/, () => m.admin_server_role_above_own()],
  [/^Only an owner can /, () => m.admin_server_owner_only()],
  [/^You cannot .* your own account$/, () => m.admin_server_own_account()],
  [/^This user has no e-mail address/, () => m.admin_server_no_email()],
  [/^This user has no pending invitation$/, () => m.admin_server_no_invitation()],
  [/^An authenticator app is already set up/, () => m.admin_server_totp_exists()],
  [/^This passkey is already registered$/, () => m.admin_server_passkey_exists()],
  [/^Only \.svg files/, () => m.admin_server_svg_only()],
  [/^The SVG file must be UTF-8 text$/, () => m.admin_server_svg_utf8()],
  [
    /^Image must be at most (\d+) MB$/,
    ([, max]) => m.admin_issue_file_too_large({ max: max ?? '' }),
  ],
  [/^The media store is unavailable/, () => m.admin_server_unavailable()],
];

function firstMatch(text: string, table: [RegExp, Translate][]): string | undefined {
  for (const [pattern, translate] of table) {
    const match = text.match(pattern);
    if (match) return translate(match);
  }
  return undefined;
}

const english = () => getLocale() === 'en';

/** A field's validation message (the contracts' zod text, or the API's for that field). */
export function localiseIssue(message: string): string {
  if (english()) return message;
  return (
    firstMatch(message, ISSUE_TEMPLATES) ??
    firstMatch(message, SERVER_SENTENCES) ??
    m.admin_issue_invalid()
  );
}

function byStatus(status: number): string {
  if (status === 400 || status === 422) return m.admin_server_status_invalid();
  if (status === 401) return m.admin_server_status_unauthenticated();
  if (status === 403) return m.admin_server_status_forbidden();
  if (status === 404) return m.admin_server_status_not_found();
  if (status === 409) return m.admin_server_status_conflict();
  if (status === 410) return m.admin_server_link_expired();
  if (status === 413) return m.admin_server_status_too_large();
  if (status === 415) return m.admin_server_status_unsupported();
  if (status === 429) return m.admin_server_status_too_many();
  return m.admin_server_unavailable();
}

/** A refusal's text from the API (toasts, a form's alert), in the admin's language. */
export function localiseServerError(error: ApiError): string | undefined {
  const message = error.body?.message;
  if (message === undefined) return undefined;
  if (english()) return message;
  const known = firstMatch(message, SERVER_SENTENCES);
  if (known) return known;
  // A refused form names its fields: each shows its own reason under it.
  if (error.body?.fields?.length) return m.admin_server_status_invalid();
  return byStatus(error.status);
}

/** A failed load's text under 'Could not load …': English as it was ('status: body text'). */
export function localiseErrorText(error: Error): string {
  if (english()) return error.message;
  if (error instanceof ApiError) return localiseServerError(error) ?? byStatus(error.status);
  return m.admin_server_unreachable();
}

/** A success answer's text from the API (a toast), when it has the admin's own words. */
export function localiseServerNote(message: string, ownWords: () => string): string {
  return english() ? message : ownWords();
}

/**
 * The text a toast shows for a failure: the server's message (in the admin's language,
 * ADR 049), else nothing (use the fallback).
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return localiseServerError(error);
  if (error instanceof TypeError) return m.admin_server_unreachable();
  return undefined;
}
