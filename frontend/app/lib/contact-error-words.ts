import type { FieldErrorCode } from '@prism/contracts';
import { LIMITS } from '@prism/contracts/limits';
import type { Locale } from '@prism/contracts/locale';
import type { ContactErrorField } from './contact-copy';
import { formatNumber } from './numbers';
import { m } from '~/paraglide/messages';

type Text = (locale: Locale) => string;
const limit = LIMITS.contact;
/** A limit in the words: French as French writes it (`5 000`); English as the API says it. */
const figure = (value: number, locale: Locale) =>
  locale === 'en' ? String(value) : formatNumber(value, locale);

/**
 * The contact form's errors by field and code, in each language: whichever side
 * found the error (the site's action parsing with the shared schema, or the API answering
 * `fields: [{ field, code }]`), the page words the code, never the API's English. The
 * limits are the form's own, so a field's wording needs no params from the answer.
 */
const WORDS: Record<ContactErrorField, Partial<Record<FieldErrorCode, Text>> & { invalid: Text }> =
  {
    name: {
      required: (locale) => m.site_contact_error_name_required({}, { locale }),
      too_long: (locale) =>
        m.site_contact_error_name_too_long({ max: figure(limit.name, locale) }, { locale }),
      invalid_characters: (locale) => m.site_contact_error_name_nul({}, { locale }),
      invalid: (locale) => m.site_contact_error_name_required({}, { locale }),
    },
    email: {
      required: (locale) => m.site_contact_error_email_required({}, { locale }),
      too_long: (locale) =>
        m.site_contact_error_email_too_long({ max: figure(limit.email, locale) }, { locale }),
      invalid_email: (locale) => m.site_contact_error_email_invalid({}, { locale }),
      invalid: (locale) => m.site_contact_error_email_invalid({}, { locale }),
    },
    company: {
      too_long: (locale) =>
        m.site_contact_error_company_too_long({ max: figure(limit.company, locale) }, { locale }),
      invalid: (locale) => m.site_contact_error_company_nul({}, { locale }),
    },
    service: { invalid: (locale) => m.site_contact_error_service({}, { locale }) },
    message: {
      required: (locale) => m.site_contact_error_message_required({}, { locale }),
      too_short: (locale) =>
        m.site_contact_error_message_too_short(
          { min: figure(limit.message.min, locale) },
          { locale },
        ),
      too_long: (locale) =>
        m.site_contact_error_message_too_long(
          { max: figure(limit.message.max, locale) },
          { locale },
        ),
      invalid_characters: (locale) => m.site_contact_error_message_nul({}, { locale }),
      invalid: (locale) => m.site_contact_error_message_required({}, { locale }),
    },
    privacy: { invalid: (locale) => m.site_contact_error_privacy({}, { locale }) },
  };

/** A field's error for a code, in a language; a code the field has no words for is `invalid`'s. */
export function contactFieldError(
  field: ContactErrorField,
  code: FieldErrorCode,
  locale: Locale,
): string {
  const words = WORDS[field];
  return (words[code] ?? words.invalid)(locale);
}

/**
 * Every field's words for every code it has, keyed `field:code` (what the island looks up
 * in an API answer); `field:invalid` is each field's fallback.
 */
export function contactErrorWords(locale: Locale): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [field, words] of Object.entries(WORDS)) {
    for (const [code, text] of Object.entries(words)) table[`${field}:${code}`] = text(locale);
  }
  return table;
}
