import {
  CONTACT_HONEYPOT_FIELD,
  contactSchema,
  type ApiErrorBody,
  type ContactInput,
} from '@prism/contracts';
import { z } from 'zod';

/** The server's contact schema plus what only the form has: the privacy consent and the trap field. */
export const contactFormSchema = contactSchema.extend({
  privacy: z.boolean().refine((v) => v, 'Please accept the privacy policy'),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const CONTACT_FORM_DEFAULTS: ContactFormInput = {
  name: '',
  email: '',
  company: '',
  service: '' as ContactInput['service'],
  message: '',
  privacy: false,
  [CONTACT_HONEYPOT_FIELD]: '',
};

/** The contact form's toasts (docs/product.md#messages). */
export const CONTACT_TOASTS = {
  success: {
    title: 'Message sent',
    description: 'Thank you for your message. We will get back to you soon!',
  },
  failure: { title: 'Error', description: 'Failed to send your message. Please try again.' },
} as const;

export type SendResult = { ok: true } | { ok: false; fields: { field: string; message: string }[] };

/** POST /api/contact through the site's own origin; the consent is not part of the message. */
export async function sendContactMessage(values: ContactFormOutput): Promise<SendResult> {
  const { privacy: _privacy, ...message } = values;
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      ...message,
      [CONTACT_HONEYPOT_FIELD]: message[CONTACT_HONEYPOT_FIELD] ?? '',
    }),
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return { ok: false, fields: body?.fields ?? [] };
}
