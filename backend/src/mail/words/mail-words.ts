import type { InquiryService, Locale } from '@prism/contracts';
import { EN } from './en';
import { FR } from './fr';
import type { MailWords } from './mail-words.types';

/** Every word the server mails, by language; the shape is `MailWords`. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en: EN, fr: FR };

/** The label of a service; a value from before the current list reads as itself. */
export function serviceLabel(words: MailWords, service: string): string {
  return Object.hasOwn(words.services, service)
    ? words.services[service as InquiryService]
    : service;
}
