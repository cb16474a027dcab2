/** Replies e-mailed to a lead from the inbox, their delivery, and reply templates. */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { LOCALES } from './locale';
import { leadStageSchema, LEAD_STAGE_VALUES } from './pipeline';
import { noNul } from './no-nul';

export const REPLY_MAX = 5000;
export const REPLY_TEMPLATE_NAME_MAX = 100;

/**
 * Replies one person may send, over all leads, per window: far above what anyone writes by
 * hand, so only a runaway script or a stuck button meets it (issue 44: 40 in a row to one
 * lead were all sent). Past it: 429 with Retry-After and `reason: 'reply_limit'`.
 */
export const REPLY_LIMIT = { perSender: 20, windowSeconds: 600 } as const;

/** The placeholders a template may hold, each filled from the lead. */
export const REPLY_PLACEHOLDERS = {
  name: "the lead's name",
  projectType: 'the project type the lead chose',
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;

/**
 * `{{name}}`, `{{ projectType }}`: what a template may hold; filled by the server.
 * Any text between double braces is taken as a placeholder, so that whatever is not one of
 * the documented names is refused rather than left as text.
 */
export const REPLY_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Placeholders in `body` that are not one of REPLY_PLACEHOLDERS. Own keys only: `in` would
 * accept what every object inherits (`constructor`, `__proto__`, `toString`).
 */
export function unknownPlaceholders(body: string): string[] {
  return [...body.matchAll(REPLY_PLACEHOLDER)]
    .map((m) => m[1] ?? '')
    .filter((key) => !Object.hasOwn(REPLY_PLACEHOLDERS, key));
}

const replyBody = z
  .string({ error: 'Reply is required' })
  .trim()
  .min(1, 'Reply is required')
  .max(REPLY_MAX, `Reply must be at most ${REPLY_MAX} characters`)
  .refine(...noNul('Reply'));

/**
 * POST /api/contact/:id/replies. `key` is made once per written reply by the client: the
 * same key sent again (a double click, a retried request) answers the reply already
 * written instead of sending a second mail.
 */
export const replySendSchema = z.object({
  body: replyBody,
  key: z.uuid({ error: 'key must be a UUID made once per reply' }),
  stage: leadStageSchema
    .optional()
    .describe('The stage to move the lead to; without it a new lead becomes "contacted"'),
});
export type ReplySendInput = z.input<typeof replySendSchema>;

/** One language's text of a template: a reply body whose placeholders are all known. */
const templateBody = replyBody.superRefine((v, ctx) => {
  const unknown = unknownPlaceholders(v)[0];
  if (unknown === undefined) return;
  const allowed = Object.keys(REPLY_PLACEHOLDERS)
    .map((k) => `{{${k}}}`)
    .join(' or ');
  ctx.addIssue({
    code: 'custom',
    message: `Unknown placeholder {{${unknown}}}: use ${allowed}`,
    params: fieldCode('unknown_placeholder', { placeholder: unknown }),
  });
});

/** An owner's reply template: a name staff pick it by, and its text in French and English. */
export const replyTemplateInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(REPLY_TEMPLATE_NAME_MAX, `Name must be at most ${REPLY_TEMPLATE_NAME_MAX} characters`),
  body: z.object({ fr: templateBody, en: templateBody }, { error: 'Reply is required' }),
});
export type ReplyTemplateInput = z.input<typeof replyTemplateInputSchema>;

/**
 * queued: not tried yet, or being sent. delivered: the relay accepted it. failed: the last
 * attempt failed; it is tried again later (or at once with "Retry") until given up. none:
 * a reply note saved before replies were e-mailed, never sent (issue 48).
 */
export const REPLY_DELIVERIES = ['queued', 'delivered', 'failed', 'none'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

/**
 * Why the last attempt failed, in words staff can act on: the relay could not be
 * reached or did not answer, it refused the agency's sign-in or From address, the lead's
 * address was refused, or something else (the technical error says what).
 */
export const REPLY_ERROR_KINDS = [
  'unreachable',
  'timeout',
  'sign_in',
  'sender_refused',
  'recipient_refused',
  'other',
] as const;
export type ReplyErrorKind = (typeof REPLY_ERROR_KINDS)[number];

const id = z.number().int();
const timestamp = z.iso.datetime();

export const contactReplySchema = z.object({
  id,
  messageId: id,
  authorId: id.nullable().describe("Null once the sender's account is deleted; authorName stays"),
  authorName: z.string(),
  body: z.string(),
  createdAt: timestamp,
  delivery: z.enum(REPLY_DELIVERIES),
  deliveredAt: timestamp.nullable(),
  attempts: z.number().int().describe('Delivery attempts so far'),
  error: z.string().nullable().describe("The last attempt's error while not delivered"),
  errorKind: z
    .enum(REPLY_ERROR_KINDS)
    .nullable()
    // OpenAPI 3.0 wants null among a nullable enum's values (as answers.ts's userLocale).
    .meta({ enum: [...REPLY_ERROR_KINDS, null] })
    .describe('What the error means, for plain words; null when there is no error'),
  givenUp: z.boolean().describe('True once automatic retries stopped; "Retry" still works'),
});
export type ContactReplyAnswer = z.infer<typeof contactReplySchema>;

/** The answer to sending a reply: the reply and the lead's stage after it. */
export const replySentSchema = z.object({
  reply: contactReplySchema,
  stage: z.enum(LEAD_STAGE_VALUES),
});
export type ReplySentAnswer = z.infer<typeof replySentSchema>;

export const replyTemplateSchema = z.object({
  id,
  name: z.string(),
  body: z.object({ fr: z.string(), en: z.string() }),
  updatedAt: timestamp,
});
export type ReplyTemplateAnswer = z.infer<typeof replyTemplateSchema>;

/**
 * A template filled in for one lead by the server, in the lead's language; `locale` is the
 * language of `body`, the other one only when the template has no text in the lead's.
 */
export const replyDraftSchema = z.object({
  templateId: id,
  name: z.string(),
  locale: z.enum(LOCALES),
  body: z.string(),
});
export type ReplyDraftAnswer = z.infer<typeof replyDraftSchema>;
