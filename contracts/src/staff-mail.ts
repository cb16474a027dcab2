/** Staff e-mail addresses and who is told about new leads. */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { LIMITS } from './limits';
import { localeSchema } from './locale';

const validEmail = z.email();

/**
 * An e-mail field's rule in the OpenAPI document: zod's own address check as JSON Schema.
 * A field that trims before it checks (a pipe into z.email(), or a refine) documents only
 * its input side, so the rule is restated on it with `.meta()`.
 */
export const EMAIL_DOC = { format: 'email', pattern: z.regexes.email.source } as const;
/**
 * The same, for a field where an empty value means "no address": the document names the
 * format (so clients and generators treat it as an e-mail) and says in words how to clear
 * it, rather than widening the pattern to take an empty string.
 */
export const EMAIL_OR_EMPTY_DOC = {
  ...EMAIL_DOC,
  description:
    'An e-mail address, stored in lower case. null, or an empty (or blank) string, clears it: the person then has no address.',
} as const;

/**
 * A staff address as a form sends it: trimmed, stored in lower case so "unique" means
 * unique for a mail server too; an empty value means "no address" (null).
 */
export const optionalStaffEmailSchema = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(LIMITS.contact.email, `Email must be at most ${LIMITS.contact.email} characters`)
  .refine((v) => v === '' || validEmail.safeParse(v).success, {
    message: 'Please enter a valid email address',
    params: fieldCode('invalid_email'),
  })
  .meta(EMAIL_OR_EMPTY_DOC)
  .transform((v) => (v === '' ? null : v.toLowerCase()));

/** What a user may change about themselves, and an owner about anyone. */
export const staffProfileSchema = z.object({
  email: optionalStaffEmailSchema.nullable().optional(),
  notifyNewLeads: z.boolean({ error: 'notifyNewLeads must be true or false' }).optional(),
  /** The admin's and the user's mail language; null: the browser's language. */
  locale: localeSchema.nullable().optional(),
});
export type StaffProfileInput = z.input<typeof staffProfileSchema>;
