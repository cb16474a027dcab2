import type {
  ErrorCode,
  ErrorParams,
  FieldError,
  FieldErrorCode,
  FieldErrorParams,
} from '@prism/contracts';

/**
 * The English `message` of each code, for logs and curl users. Clients never show
 * it: they word the code from their own catalogues. Typed per code, so a new code in the
 * catalogue does not compile until it has its line here.
 */
const ENGLISH: { [C in ErrorCode]: (p: ErrorParams<C>) => string } = {
  validation_failed: () => 'A field is missing or invalid',
  malformed_json: () => 'Malformed JSON in request body',
  malformed_form: () => 'Malformed multipart form body',
  unstorable_text: () => 'The request contains characters that cannot be stored',
  bad_request: () => 'Bad request',
  payload_too_large: () => 'Request body is too large',
  unsupported_media_type: () => 'Unsupported media type',
  unsupported_encoding: () => 'Unsupported request encoding',
  unauthenticated: () => 'Authentication required',
  bad_credentials: () => 'Invalid username or password',
  no_sign_in_in_progress: () => 'No sign-in in progress: enter your username and password first',
  wrong_code: () => 'Invalid or expired code',
  code_reused: () => 'This code was already used: wait for the next one',
  passkey_refused: () => 'The passkey could not be verified',
  sign_in_again: () => 'Sign in again',
  forbidden: () => 'Forbidden',
  permission_missing: (p) => `You don't have permission to do this (requires ${p.permissions})`,
  cross_site: () => 'Cross-site requests are not allowed for this action',
  not_site_server: () => 'Not the site server',
  reauth_required: () => 'Confirm your password (or a code) to make this change',
  wrong_password: () => 'Password is incorrect',
  wrong_current_password: () => 'Current password is incorrect',
  wrong_reauth_code: () => 'Code is incorrect',
  role_above_own: () => 'You cannot grant a role above your own',
  owner_only: (p) => `Only an owner can ${p.action} an owner`,
  own_account: (p) => `You cannot ${p.action} your own account`,
  own_second_factors: () => 'Manage your own second factors on the security page',
  own_sessions: () => 'Use logout to end your own sessions',
  not_found: (p) => `${sentence(p.resource.replace(/_/g, ' '))} not found`,
  link_invalid: () => 'This link is not valid. Ask for a new one.',
  link_used: () => 'This link has already been used. Ask for a new one.',
  link_expired: () => 'This link has expired. Ask for a new one.',
  preview_link_revoked: () => 'This preview link was revoked',
  preview_link_expired: () => 'This preview link has expired',
  conflict: () => 'Conflict',
  duplicate: () => 'A record with the same unique value already exists',
  username_taken: (p) => `Username '${p.username}' is already taken`,
  email_taken: (p) => `Email '${p.email}' is already used by another user`,
  last_owner: () => 'The last owner cannot be demoted or deleted',
  no_pending_invitation: () => 'This user has no pending invitation',
  user_without_email: () => 'This user has no e-mail address: set one first',
  totp_exists: () => 'An authenticator app is already set up: remove it first',
  totp_not_started: () => 'Start the authenticator app setup first',
  passkey_not_started: () => 'Start the passkey registration first (or again)',
  passkey_exists: () => 'This passkey is already registered',
  passkey_invalid: () => 'credential: not verified',
  already_confirmed: () => 'Already confirmed',
  no_second_factor: () => 'Set up an authenticator app or a passkey first',
  second_factor_required: () =>
    'Your role requires a second factor: add another one before removing this one',
  preview_links_full: (p) => `At most ${p.max} live preview links per project: revoke one first`,
  gallery_full: (p) => `A gallery holds at most ${p.max} images`,
  pairs_full: (p) => `A project holds at most ${p.max} before/after pairs`,
  list_changed: () => 'The list changed since you read it: reload, then try again',
  slug_taken: () => 'Another item already uses this slug',
  redirect_exists: (p) => `fromPath: a redirect from ${p.fromPath} already exists`,
  reply_sent: () => 'This reply was already delivered',
  reply_queued: () => 'This reply is still queued',
  reply_key_reused: () => 'key: this key was used for a reply to another message',
  in_use: () => 'In use: remove it from the records listed in uses first',
  precondition_failed: () => 'Changed since you read it; read it again, then save',
  precondition_required: () =>
    'The If-Match header is required: send the ETag of your last read of this record, so that a change made since is not overwritten',
  not_ready: () => 'Cannot publish before every required language is ready',
  schedule_invalid: () => 'Cannot schedule',
  redirect_hops: () => 'The redirects would make a loop or a chain',
  redirect_unused: () => 'The site would never follow a redirect from this path',
  edit_conflict: () =>
    'Someone changed the same fields since you read it; choose a value for each, then save',
  merge_unfit: () => "Your changes and a colleague's do not fit together; reload, then save",
  would_unpublish: () =>
    'This change would take a published language off the site: complete the fields named, or unpublish that language first',
  request_unconfirmed: () => 'The person has not confirmed this request yet',
  revision_unfit: () => 'This revision no longer fits what the record accepts',
  image_unreadable: () => 'The image could not be read: the file is truncated or corrupt',
  image_too_large: (p) => `Image must be at most ${p.maxMb} MB`,
  image_dimensions: (p) => `Image dimensions are too large: at most ${p.maxMegapixels} megapixels`,
  image_type: (p) => `Unsupported image type: upload a ${p.accepted} image`,
  svg_type: () => 'Only .svg files (image/svg+xml) can be uploaded',
  svg_too_large: (p) => `The SVG file must be at most ${p.maxKb} KB`,
  svg_unsafe: (p) => SVG_PROBLEMS[p.problem] ?? 'The SVG was refused',
  rate_limited: (p) =>
    `${RATE_LIMITED[p.limit] ?? 'Too many requests'}. Please try again in ${p.seconds} seconds.`,
  internal_error: () => 'Internal server error',
  unavailable: () => 'The service is temporarily unavailable. Please try again shortly.',
  shutting_down: () => 'The process is shutting down',
  media_store_unavailable: () => 'The media store is unavailable. Please try again.',
};

const SVG_PROBLEMS: Record<string, string> = {
  not_svg: 'The file is not an SVG image',
  no_shapes: 'The SVG contains no shapes that can be kept',
  unparseable: 'The SVG could not be parsed',
  too_deep: 'The SVG is nested too deeply',
  too_many_elements: 'The SVG has more than 10000 elements',
  not_utf8: 'The SVG file must be UTF-8 text',
};

const RATE_LIMITED: Record<string, string> = {
  sign_in: 'Too many login attempts',
  password_reset: 'Too many password reset requests',
  contact: 'Too many messages sent from your address',
  reply: 'Too many replies sent',
  rights_request: 'Too many requests from your address',
};

const FIELD_ENGLISH: { [C in FieldErrorCode]: (p: FieldErrorParams<C>) => string } = {
  required: () => 'is required',
  too_short: (p) => `must be at least ${p.min} characters`,
  too_long: (p) => `must be at most ${p.max} characters`,
  too_small: (p) => `must be at least ${p.min}`,
  too_big: (p) => `must be at most ${p.max}`,
  too_few: (p) => `must hold at least ${p.min}`,
  too_many: (p) => `must hold at most ${p.max}`,
  invalid_type: () => 'has the wrong type',
  invalid_choice: () => 'is not one of the accepted values',
  invalid_email: () => 'must be an e-mail address',
  invalid_url: () => 'must be an https:// URL',
  invalid_format: () => 'has the wrong format',
  invalid_date: () => 'must be a real date',
  not_published: () => 'must be a version that was published',
  before_start: () => 'must not be before the start',
  required_when_serious: () => 'is required when the risk of serious injury is serious',
  changed_by_other: () => 'was changed by someone else since you read it',
  too_far: (p) => `must be at most ${p.maxYears} years ahead`,
  numeric_slug: () => 'must hold a letter: digits alone are read as an item id',
  never_redirected: () =>
    'is never redirected by the site: the API, the admin, media, assets, previews, files, the language switch and /, /fr, /en are answered before redirects',
  not_canonical: (p) => `reaches the site as ${p.canonical}: redirect from ${p.canonical}`,
  not_integer: () => 'must be a whole number',
  not_a_number: () => 'must be a number',
  invalid_characters: () => 'must not contain NUL characters',
  not_unique: () => 'must not repeat',
  unknown_field: () => 'is not an accepted field',
  one_required: () => 'give at least one of these fields',
  exactly_one: () => 'give exactly one of these fields',
  taken: () => 'is already used',
  not_found: () => 'names nothing that exists',
  missing: () => 'is missing',
  not_marked_ready: () => 'is not marked ready',
  in_past: () => 'must be in the future',
  before_publish: () => 'must be after publishAt',
  date_order: () => 'must not be after to',
  range_too_long: (p) => `the range must be at most ${p.max} days`,
  reserved_path: () => 'must not be under /api, /admin, /media or /assets',
  redirect_loop: () => 'would make a redirect loop',
  redirect_chain: () => 'would make a chain of redirects',
  unknown_placeholder: (p) => `has an unknown placeholder {{${p.placeholder}}}`,
  emphasis_outside_heading: () => 'the emphasis must be part of the heading',
  csv_header: () => 'the first line must name the columns from_path and to_path',
  too_many_rows: (p) => `a file holds at most ${p.max} rows`,
  file_required: () => 'choose a file',
  invalid: () => 'is not accepted',
};

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Params = Record<string, string | number> | undefined;

/** A field's English line, for `fields[].message` when no zod message was written. */
export function fieldEnglishOf(error: FieldError): string {
  const word = FIELD_ENGLISH[error.code] as (p: Params) => string;
  return word(error.params);
}

/** The English message of a code; a refusal naming fields lists them. */
export function englishOf(
  code: ErrorCode,
  params: Params,
  fields?: FieldError[],
  changed?: { by: string; at: string; revision: number },
): string {
  if (changed && code === 'precondition_failed') {
    return `Changed by ${changed.by} at ${changed.at} since you read it (now revision ${changed.revision}); read it again, then save`;
  }
  const word = ENGLISH[code] as (p: Params) => string;
  const lead = word(params ?? {});
  // A refusal with its own code names the field it is about as `invalid` (an image,
  // a logo's SVG, a passkey's credential): its sentence already says what is wrong, and
  // "{field} is not accepted" after it would only repeat it. The body's `fields` names it.
  const worded = fields?.filter((f) => f.code !== 'invalid' || code === 'validation_failed');
  if (!worded || worded.length === 0) return lead;
  return `${lead}: ${worded.map((f) => `${f.field} ${fieldEnglishOf(f)}`).join(', ')}`;
}
