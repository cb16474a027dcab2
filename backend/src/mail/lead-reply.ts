import {
  LOCALE_TAGS,
  REPLY_PLACEHOLDER,
  type Locale,
  type ReplyPlaceholder,
} from '@prism/contracts';
import type { ContactMessage } from '../contact/contact-message.entity';
import { escapeHtml, oneLine, type RenderedMail } from './lead-notification';
import { MAIL_WORDS, serviceLabel } from './words/mail-words';

/**
 * A staff reply as the lead receives it, in the language of the page the lead
 * wrote from: the reply's text, then the lead's own message quoted, as a mail client would. Every reply to one lead has the same subject, so
 * clients that thread by subject agree with the References chain.
 */
export function renderLeadReply(
  body: string,
  lead: Pick<ContactMessage, 'name' | 'service' | 'message' | 'createdAt' | 'locale'>,
): RenderedMail {
  const words = MAIL_WORDS[lead.locale];
  const service = serviceLabel(words, lead.service);
  const wrote = words.leadReply.wrote(lead.createdAt, oneLine(lead.name));
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [body, '', wrote, quoted, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[lead.locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(wrote)}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:2px solid #ccc;white-space:pre-wrap">${escapeHtml(lead.message)}</blockquote>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(words.leadReply.subject(service)).slice(0, 400), text, html };
}

/**
 * A reply template filled in for one lead: `{{name}}` and `{{projectType}}`
 * become the lead's name and chosen service in `locale`; any other text stays as written.
 */
export function fillReplyTemplate(
  body: string,
  lead: Pick<ContactMessage, 'name' | 'service'>,
  locale: Locale,
): string {
  const values: Record<ReplyPlaceholder, string> = {
    name: lead.name,
    projectType: serviceLabel(MAIL_WORDS[locale], lead.service),
  };
  return body.replace(REPLY_PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as ReplyPlaceholder] : whole,
  );
}
