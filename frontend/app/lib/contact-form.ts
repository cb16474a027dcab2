import { CONTACT_HONEYPOT_FIELD, contactSchema } from '@prism/contracts';
import { z } from 'zod';

/**
 * The server's contact schema plus what only the form has: the privacy consent and the
 * trap field. Used on the site's server only (the action), never in the browser.
 */
export const contactFormSchema = contactSchema.extend({
  // Worded by contact-errors.ts in the page's language.
  privacy: z.boolean().refine((v) => v),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});
