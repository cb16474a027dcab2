import { CONTACT_HONEYPOT_FIELD, contactSchema } from '@prism/contracts';
import { z } from 'zod';

/**
 * The server's contact schema plus what only the form has: the privacy consent and the
 * trap field. Used on the site's server only (the action), never in the browser.
 */
export const contactFormSchema = contactSchema.extend({
  // A custom issue without a code: worded as the consent's (contact-error-words.ts).
  privacy: z.boolean().refine((v) => v),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});
