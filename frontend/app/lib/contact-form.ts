import { CONTACT_HONEYPOT_FIELD, contactSchema } from '@prism/contracts';
import { z } from 'zod';
import { PRIVACY_REQUIRED } from './contact-copy';

/**
 * The server's contact schema plus what only the form has: the privacy consent and the
 * trap field. Used on the site's server only (the action), never in the browser.
 */
export const contactFormSchema = contactSchema.extend({
  privacy: z.boolean().refine((v) => v, PRIVACY_REQUIRED),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});
export type ContactFormOutput = z.output<typeof contactFormSchema>;
