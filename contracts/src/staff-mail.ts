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

/** GET /api/admin/mail/status: the dashboard's view of staff notifications. */
export interface MailStatusResponse {
  /** False when no SMTP relay is set (SMTP_URL): mail waits as "not configured". */
  configured: boolean;
  /** Notifications not delivered yet (waiting, being sent or given up). */
  undelivered: number;
  /** Of those, the ones given up after days of retries (a retry starts them again). */
  failed: number;
  lastError: string | null;
}

/** Whether staff were told of a lead: every mail sent, some still waiting, or given up. */
export type LeadNotificationState = 'sent' | 'pending' | 'failed' | 'none';
