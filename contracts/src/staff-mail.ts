/** Staff e-mail addresses and who is told about new leads. */
import { z } from 'zod';
import { LIMITS } from './limits';

const validEmail = z.email();

/**
 * A staff address as a form sends it: trimmed, stored in lower case so "unique" means
 * unique for a mail server too; an empty value means "no address" (null).
 */
export const optionalStaffEmailSchema = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(LIMITS.contact.email, `Email must be at most ${LIMITS.contact.email} characters`)
  .refine((v) => v === '' || validEmail.safeParse(v).success, 'Please enter a valid email address')
  .transform((v) => (v === '' ? null : v.toLowerCase()));

/** What a user may change about themselves, and an owner about anyone. */
export const staffProfileSchema = z.object({
  email: optionalStaffEmailSchema.nullable().optional(),
  notifyNewLeads: z.boolean({ error: 'notifyNewLeads must be true or false' }).optional(),
});
export type StaffProfileInput = z.input<typeof staffProfileSchema>;
