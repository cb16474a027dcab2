/**
 * The contact form's words, shared by the page, the server's action and the browser's
 * island. No zod here: the island imports this file.
 */
export const CONTACT_TOASTS = {
  success: {
    title: 'Message sent',
    description: 'Thank you for your message. We will get back to you soon!',
  },
  failure: { title: 'Error', description: 'Failed to send your message. Please try again.' },
} as const;

export const PRIVACY_REQUIRED = 'Please accept the privacy policy';

/** The fields a visitor fills in, in the order of the form. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrorField = ContactField | 'privacy';

export type ContactValues = Record<ContactField, string> & { privacy: boolean };

/** What the form shows after a submission without JavaScript (the site's action). */
export type ContactOutcome =
  | { status: 'sent' }
  | {
      status: 'invalid' | 'failed';
      values: ContactValues;
      errors: Partial<Record<ContactErrorField, string>>;
    };
