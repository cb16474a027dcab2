import type { Locale } from '@prism/contracts/locale';
import { formatNumber } from './numbers';
import { LIMITS } from '@prism/contracts/limits';
import type { ContactErrorField } from './contact-copy';
import { m } from '~/paraglide/messages';

/** What went wrong with a field, as zod's issue codes say it. */
type IssueCode = 'too_big' | 'too_small' | 'invalid_format' | 'custom' | 'other';

type Text = (locale: Locale) => string;
const limit = LIMITS.contact;
/** A limit in the words: French as French writes it (`5 000`); English as the API says it. */
const figure = (value: number, locale: Locale) =>
  locale === 'en' ? String(value) : formatNumber(value, locale);

/**
 * The contact form's errors in each language, by field and issue (ADR 047). The API and
 * the shared schema word them in English (contracts' zod messages); the English messages
 * here are those words exactly (contact-errors.test.ts holds them to it), so an English
 * page reads as before and a French page reads French, whichever side found the error.
 */
const ERRORS: Record<ContactErrorField, Partial<Record<IssueCode, Text>> & { other: Text }> = {
  name: {
    too_big: (locale) =>
      m.site_contact_error_name_too_long({ max: figure(limit.name, locale) }, { locale }),
    custom: (locale) => m.site_contact_error_name_nul({}, { locale }),
    other: (locale) => m.site_contact_error_name_required({}, { locale }),
  },
  email: {
    too_big: (locale) =>
      m.site_contact_error_email_too_long({ max: figure(limit.email, locale) }, { locale }),
    invalid_format: (locale) => m.site_contact_error_email_invalid({}, { locale }),
    other: (locale) => m.site_contact_error_email_required({}, { locale }),
  },
  company: {
    too_big: (locale) =>
      m.site_contact_error_company_too_long({ max: figure(limit.company, locale) }, { locale }),
    other: (locale) => m.site_contact_error_company_nul({}, { locale }),
  },
  service: { other: (locale) => m.site_contact_error_service({}, { locale }) },
  message: {
    too_small: (locale) =>
      m.site_contact_error_message_too_short({ min: limit.message.min }, { locale }),
    too_big: (locale) =>
      m.site_contact_error_message_too_long({ max: figure(limit.message.max, locale) }, { locale }),
    custom: (locale) => m.site_contact_error_message_nul({}, { locale }),
    other: (locale) => m.site_contact_error_message_required({}, { locale }),
  },
  privacy: { other: (locale) => m.site_contact_error_privacy({}, { locale }) },
};

const knownCode = (code: string): IssueCode =>
  code === 'too_big' || code === 'too_small' || code === 'invalid_format' || code === 'custom'
    ? code
    : 'other';

/** A field's error for one of the schema's issues, in a language. */
export function contactError(field: ContactErrorField, code: string, locale: Locale): string {
  const texts = ERRORS[field];
  return (texts[knownCode(code)] ?? texts.other)(locale);
}

/**
 * The API's English words for each error, and the same error in `locale`: how a French
 * page shows an error the API found (the island and the site's action alike). Empty for
 * English, whose words are the API's.
 */
export function contactErrorTranslations(locale: Locale): Record<string, string> {
  if (locale === 'en') return {};
  const table: Record<string, string> = {};
  for (const texts of Object.values(ERRORS)) {
    for (const text of Object.values(texts)) table[text('en')] = text(locale);
  }
  return table;
}
