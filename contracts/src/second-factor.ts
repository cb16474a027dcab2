/**
 * Second factors: an authenticator app (TOTP), one-time recovery codes and
 * passkeys (WebAuthn), the two-step sign-in, and the roles an owner requires them of.
 */
import { z } from './zod';
import { ROLES } from './permissions';
import { messageAnswerSchema, sessionUserSchema } from './answers';

export const SECOND_FACTOR_RULES = {
  /** Recovery codes handed out at once; each signs in once. */
  recoveryCodes: 10,
  /** How long the second step may follow the password step. */
  pendingSignInSeconds: 300,
  passkeyNameMax: 60,
} as const;

/** A TOTP code from an authenticator app. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows'),
});
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;

const base64url = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** A public-key credential as @simplewebauthn/browser encodes it, around one ceremony's response. */
const webAuthnCredential = <R extends z.ZodRawShape>(response: R) =>
  z.object({
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal('public-key', { error: "must be 'public-key'" }),
    response: z.looseObject(response),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.string().max(32).optional(),
  });

/** What navigator.credentials.create() answers, as @simplewebauthn/browser encodes it. */
export const passkeyRegistrationSchema = z.object({
  name: z
    .string()
    .trim()
    .max(SECOND_FACTOR_RULES.passkeyNameMax, 'Name must be at most 60 characters')
    .optional(),
  credential: webAuthnCredential({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

/** What navigator.credentials.get() answers, as @simplewebauthn/browser encodes it. */
export const passkeyAssertionSchema = z.object({
  credential: webAuthnCredential({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(1024),
    userHandle: base64url(1024).optional(),
  }),
});
export type PasskeyAssertionInput = z.infer<typeof passkeyAssertionSchema>;

/** The roles whose users must have a second factor before they reach the admin. */
export const requiredRolesSchema = z.object({
  roles: z.array(z.enum(ROLES, { error: 'must be a role' })).max(ROLES.length),
});
export type RequiredRoles = z.infer<typeof requiredRolesSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PasskeyAnswer = z.infer<typeof passkeySchema>;

export const secondFactorStatusSchema = z.object({
  totp: z.boolean().describe('An authenticator app is set up'),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  required: z.boolean().describe("The user's role requires a second factor"),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an app that cannot scan'),
  otpauthUri: z.string(),
  qrCode: z.string().describe('The otpauth URI as an SVG data URL'),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('Shown once; empty when the account already had codes left'),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const SECOND_STEP_METHODS = ['totp', 'passkey'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** The password step's answer: signed in, or one more step (no session yet). */
export const signInStepAnswerSchema = z.union([
  messageAnswerSchema.extend({ user: sessionUserSchema }),
  messageAnswerSchema.extend({
    secondStep: z.object({
      methods: z.array(z.enum(SECOND_STEP_METHODS)).describe('Factors the account has'),
      enrol: z.boolean().describe('The role requires a second factor the user must set up now'),
    }),
  }),
]);
export type SignInStepAnswer = z.infer<typeof signInStepAnswerSchema>;

/** The answer that completes an enrolment at sign-in: the session, and the recovery codes. */
export const enrolledSignInAnswerSchema = messageAnswerSchema.extend({
  user: sessionUserSchema,
  recoveryCodes: z.array(z.string()),
});
export type EnrolledSignInAnswer = z.infer<typeof enrolledSignInAnswerSchema>;

/** WebAuthn options for the browser (creation or request), as @simplewebauthn makes them. */
export const webAuthnOptionsSchema = z.looseObject({
  challenge: z.string().describe('base64url; answers one ceremony only'),
});
