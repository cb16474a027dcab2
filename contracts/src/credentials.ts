/**
 * What a person types to get in: the sign-in, its second step, "Forgot password?" and the
 * new password an e-mail link sets. The signed-out admin pages check their forms with
 * these, so this module imports nothing but what they need: every schema a module builds
 * at its top level comes with it into those pages' bundle (ADR 101).
 */
import { z } from './zod';
import { LIMITS } from './limits';
import { noNul } from './no-nul';
import { EMAIL_DOC } from './staff-mail';

/** A code of the account's second factor: 6 digits from the app, or a recovery code. */
export const secondFactorCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code')
  .max(40, 'Code must be at most 40 characters');

/** The second step by code: 6 digits from the app, or one of the recovery codes. */
export const secondStepCodeSchema = z.object({ code: secondFactorCodeSchema });
export type SecondStepCodeInput = z.infer<typeof secondStepCodeSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(LIMITS.username.max, `Username must be at most ${LIMITS.username.max} characters`)
    .refine(...noNul('Username')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`),
  /**
   * A second-factor code sent with the password: the way past an account locked by
   * others' failures; ignored while the account is not locked.
   */
  code: secondFactorCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A password being chosen: a new account's, or one set through an e-mail link. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.password.min, `Password must be at least ${LIMITS.password.min} characters`)
  .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`);

/** An address an e-mail link goes to: required, trimmed, stored in lower case. */
export const requiredEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.contact.email, `Email must be at most ${LIMITS.contact.email} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .meta(EMAIL_DOC)
  .transform((v) => v.toLowerCase());

/** "Forgot password?": the address the link goes to, if an account has it. */
export const passwordResetRequestSchema = z.object({ email: requiredEmailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The random token an e-mail link carries after "#". */
export const accountLinkTokenSchema = z
  .string({ error: 'The link is incomplete: open it again from the e-mail' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete: open it again from the e-mail');

/** Sets the password through a link; the same rules as every new password. */
export const useAccountLinkSchema = z.object({
  token: accountLinkTokenSchema,
  password: newPasswordSchema,
});
export type UseAccountLinkInput = z.input<typeof useAccountLinkSchema>;
