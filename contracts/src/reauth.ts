/**
 * Re-authentication before a security change ("sudo mode"): the password or a
 * second-factor code entered on this session within the last few minutes.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { LIMITS } from './limits';
import { secondFactorCodeSchema } from './credentials';

export const RECENT_AUTH_SECONDS = 300;

/** The `reason` of the 403 a security change answers when the session must re-authenticate. */
export const REAUTH_REQUIRED = 'reauth_required';

/** The password, or a code of the account's second factor: exactly one. */
export const reauthenticateSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`)
      .optional(),
    code: secondFactorCodeSchema.optional(),
  })
  .strict()
  .refine((input) => (input.password === undefined) !== (input.code === undefined), {
    message: 'Give either your password or a code, not both',
    params: fieldCode('exactly_one'),
    path: ['password'],
  })
  // The refine's rule for the document: exactly one of the two fields.
  .meta({ oneOf: [{ required: ['password'] }, { required: ['code'] }] });
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;
