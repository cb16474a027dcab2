/**
 * The contact form's shapes, shared by the page, the server's action and the browser's
 * island. No zod and no messages here: the island imports this file, and reads its words
 * from the page (ContactCopy), in the page's language.
 */

/** The words the island shows, rendered by the server into the form (`data-copy`). */
export interface ContactCopy {
  sending: string;
  sent: { title: string; description: string };
  failed: { title: string; description: string };
  privacy: string;
  /** Each required field's error when it is left empty, as the site's action words it. */
  empty: Partial<Record<ContactField, string>>;
  /** Each field's error for each code (`field:code`; `field:invalid` when none fits). */
  errors: Record<string, string>;
}

/** The fields a visitor fills in, in the order of the form. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrorField = ContactField | 'privacy';

export type ContactValues = Record<ContactField, string> & {
  privacy: boolean;
  newsOptIn?: boolean;
};

/** What the form shows after a submission without JavaScript (the site's action). */
export type ContactOutcome =
  | { status: 'sent' }
  | {
      status: 'invalid' | 'failed';
      values: ContactValues;
      errors: Partial<Record<ContactErrorField, string>>;
    };
