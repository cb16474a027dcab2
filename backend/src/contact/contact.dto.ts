import {
  CONTACT_HONEYPOT_FIELD,
  contactListQuerySchema,
  contactSchema,
  INQUIRY_SERVICE_VALUES,
  replySchema,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** The public form, plus the hidden honeypot field that only bots fill in (ADR 009). */
export class ContactSubmissionDto extends createZodDto(
  contactSchema
    .extend({
      [CONTACT_HONEYPOT_FIELD]: z
        .string()
        .max(1000)
        .optional()
        .describe('Hidden field: leave empty. A filled-in value is accepted and dropped.'),
    })
    .strict(),
) {}

export class ReplyDto extends createZodDto(replySchema.strict()) {}

export class ContactListQueryDto extends createZodDto(contactListQuerySchema.strict()) {}

const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().describe('Empty when not given'),
  service: z.enum(INQUIRY_SERVICE_VALUES),
  message: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  sourcePage: z.string().nullable().describe('Page the form was sent from; null when unknown'),
  referrer: z.string().nullable().describe('Referrer of the visit; null when unknown'),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
});

export class ContactMessageResponseDto extends createZodDto(contactMessageSchema) {}

export class MessageResponseDto extends createZodDto(
  z.object({ message: z.string().describe('Text the client can show in a toast') }),
) {}

export class UnreadCountResponseDto extends createZodDto(z.object({ count: z.number().int() })) {}

export class ReplyResponseDto extends createZodDto(
  z.object({
    message: z.literal('Reply saved successfully'),
    contactMessage: contactMessageSchema,
  }),
) {}
