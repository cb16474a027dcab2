import { CONTACT_HONEYPOT_FIELD, contactListQuerySchema, contactSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** The public form, plus the hidden honeypot field that only bots fill in. */
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

export class ContactListQueryDto extends createZodDto(contactListQuerySchema.strict()) {}
