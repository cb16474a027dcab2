import { z } from './zod';
import { pageQueryFields } from './paging';
import { noNul } from './schemas';
import { dayText } from './day-text';

/** Audit log limits: retention bounds and the longest value a summary keeps. */
export const AUDIT_LIMITS = {
  /** Retention in days: at least a day, at most ten years. */
  minRetentionDays: 1,
  maxRetentionDays: 3650,
  defaultRetentionDays: 365,
  /** A changed value longer than this is cut, with an ellipsis. */
  summaryValueChars: 80,
  filterText: 64,
} as const;

const filterText = (label: string) =>
  z
    .string()
    .trim()
    .max(AUDIT_LIMITS.filterText, `${label} must be at most ${AUDIT_LIMITS.filterText} characters`)
    .refine(...noNul(label))
    .optional();

/** Query of GET /api/admin/audit (a page) and its CSV export (every match); all optional. */
export const auditListQuerySchema = z.object({
  /** The acting user's name, exactly (as the list shows it). */
  actor: filterText('Actor'),
  /** An action such as `portfolio.update`, or a prefix ending in a dot (`portfolio.`). */
  action: filterText('Action'),
  from: dayText('From').optional(),
  to: dayText('To').optional(),
  ...pageQueryFields,
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** What changed: each field's value before and after (null when it did not exist). */
export const auditChangesSchema = z.record(
  z.string(),
  z.object({ before: z.unknown().optional(), after: z.unknown().optional() }),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** One entry of the audit log, as the owner's screen and the CSV show it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.number().int().nullable().describe('Null for a sign-in attempt by nobody known'),
  actorName: z.string().describe('The username at the time (or the one a failed sign-in gave)'),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  changes: auditChangesSchema.describe('Changed fields, short values, never a secret'),
  ip: z.string().nullable(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;

/** The retention setting (owner only). */
export const auditSettingsSchema = z.object({
  retentionDays: z.coerce
    .number({ error: 'Retention must be a whole number of days' })
    .int('Retention must be a whole number of days')
    .min(
      AUDIT_LIMITS.minRetentionDays,
      `Retention must be between ${AUDIT_LIMITS.minRetentionDays} and ${AUDIT_LIMITS.maxRetentionDays} days`,
    )
    .max(
      AUDIT_LIMITS.maxRetentionDays,
      `Retention must be between ${AUDIT_LIMITS.minRetentionDays} and ${AUDIT_LIMITS.maxRetentionDays} days`,
    ),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

/**
 * Audit targets that are no record staff named (the site settings, the landing page, the
 * portfolio order…): the server stores and answers each as this stable `type:id` key with
 * no words (the label is empty, or a count), and the admin words it in the staff member's
 * language.
 */
export const AUDIT_FIXED_TARGETS = [
  'settings:site',
  'settings:audit',
  'settings:audience',
  'settings:second-factor',
  'landing:landing',
  'portfolio:order',
  'mail:outbox',
  'revisions:all',
  'redirect:import',
  // Issue 46: the privacy settings, the policy's versions and the lead retention job.
  'settings:privacy',
  'privacy:policy',
  'privacy:retention',
  // Issue 50: the header and footer links.
  'navigation:site',
] as const;
export type AuditFixedTarget = (typeof AUDIT_FIXED_TARGETS)[number];

/** The fixed target an entry names, or null when it names a record (a title, a name). */
export function auditFixedTargetOf(entry: {
  targetType: string | null;
  targetId: string | null;
}): AuditFixedTarget | null {
  const key = `${entry.targetType ?? ''}:${entry.targetId ?? ''}`;
  return (AUDIT_FIXED_TARGETS as readonly string[]).includes(key)
    ? (key as AuditFixedTarget)
    : null;
}
