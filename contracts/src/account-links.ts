/**
 * Single-use e-mail links: "Forgot password?" and invitations. The link carries
 * a random token; the server keeps only its hash.
 */
import { z } from './zod';
import { localeSchema } from './locale';
import { ROLES } from './permissions';
import { createUserSchema } from './schemas';
import { accountLinkTokenSchema, requiredEmailSchema } from './credentials';

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long an invitation link works: a new colleague may not read mail within minutes. */
export const INVITE_LINK_HOURS = 72;

/** What a link is for; also its path under /admin (the token follows after "#"). */
export const ACCOUNT_LINK_PURPOSES = ['reset', 'invite'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** Asks what a link is for before the form is shown. */
export const accountLinkLookupSchema = z.object({ token: accountLinkTokenSchema });
export type AccountLinkLookupInput = z.input<typeof accountLinkLookupSchema>;

/** An owner invites a colleague: no password, the address is required. */
export const inviteUserSchema = z.object({
  username: createUserSchema.shape.username,
  email: requiredEmailSchema,
  role: z.enum(ROLES, { error: 'Please select a role' }).default('editor'),
  /** The invitation mail's language and the new user's; unset: the site's default language. */
  locale: localeSchema.optional(),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** What the link page shows: whose password it sets, and why. */
export const accountLinkAnswerSchema = z.object({
  purpose: z.enum(ACCOUNT_LINK_PURPOSES),
  username: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AccountLinkAnswer = z.infer<typeof accountLinkAnswerSchema>;

/** An invited account whose link was not used yet (expired ones included). */
export const pendingInvitationSchema = z.object({
  userId: z.number().int(),
  expiresAt: z.iso.datetime().describe('When the latest link expires'),
  expired: z.boolean().describe('True once the latest link expired: resend it'),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
