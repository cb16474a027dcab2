// @vitest-environment node
import { CONTACT_HONEYPOT_FIELD, fieldErrorOfIssue } from '@prism/contracts';
import { LIMITS } from '@prism/contracts/limits';
import { describe, expect, it } from 'vitest';
import type { ContactErrorField } from './contact-copy';
import { contactErrorWords, contactFieldError } from './contact-error-words';
import { contactFormSchema } from './contact-form';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  company: '',
  service: 'other',
  message: 'A message long enough.',
  privacy: true,
  [CONTACT_HONEYPOT_FIELD]: '',
};

/** Inputs that break one rule of one field: every error the schema can give a visitor. */
const BROKEN: [ContactErrorField, Record<string, unknown>][] = [
  ['name', { name: '' }],
  ['name', { name: 'x'.repeat(LIMITS.contact.name + 1) }],
  ['name', { name: 'a\u0000b' }],
  ['email', { email: '' }],
  ['email', { email: 'not-an-address' }],
  ['email', { email: `${'a'.repeat(LIMITS.contact.email)}@example.com` }],
  ['company', { company: 'x'.repeat(LIMITS.contact.company + 1) }],
  ['company', { company: 'a\u0000b' }],
  ['service', { service: 'nothing' }],
  ['message', { message: 'short' }],
  ['message', { message: 'x'.repeat(LIMITS.contact.message.max + 1) }],
  ['message', { message: 'long enough\u0000' }],
  ['message', { message: undefined }],
];

describe('contact form errors (ADR 083)', () => {
  it("word each of the schema's errors by its code, in English as the schema does", () => {
    for (const [field, change] of BROKEN) {
      const result = contactFormSchema.safeParse({ ...valid, ...change });
      expect(result.success, field).toBe(false);
      const issue = result.error!.issues.find((i) => i.path[0] === field)!;
      const { code } = fieldErrorOfIssue(issue);
      expect(contactFieldError(field, code, 'en'), JSON.stringify(change)).toBe(issue.message);
    }
  });

  it('word every error in French on a French page, never in English', () => {
    for (const [field, change] of BROKEN) {
      const result = contactFormSchema.safeParse({ ...valid, ...change });
      const issue = result.error!.issues.find((i) => i.path[0] === field)!;
      const { code } = fieldErrorOfIssue(issue);
      const french = contactFieldError(field, code, 'fr');
      expect(french).not.toBe(contactFieldError(field, code, 'en'));
      expect(
        contactErrorWords('fr')[`${field}:${code}`] ?? contactErrorWords('fr')[`${field}:invalid`],
      ).toBe(french);
    }
  });

  it('write the limits as French writes numbers, the number kept with its word', () => {
    expect(contactFieldError('message', 'too_long', 'fr')).toBe(
      'Le message doit compter au plus 5\u00a0000\u00a0caractères',
    );
    expect(contactFieldError('message', 'too_long', 'en')).toBe(
      'Message must be at most 5000 characters',
    );
  });
});
