import { LOCALE_TAGS, type Locale } from '@prism/contracts';
import type { ContactMessage } from '../contact/contact-message.entity';
import { MAIL_WORDS, serviceLabel } from './words/mail-words';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Control characters (line breaks included) become spaces: a header stays one line. */
export const oneLine = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Where staff open the lead: the inbox searched for the lead's address. */
export const leadLink = (publicUrl: string, lead: Pick<ContactMessage, 'email'>): string =>
  `${publicUrl}/admin/messages?q=${encodeURIComponent(lead.email)}`;

/**
 * The new-lead notification in the recipient's language, hand-kept: plain text plus a
 * simple HTML version in which every piece of the lead's text is escaped. It names the
 * lead's language, so staff answer in it.
 */
export function renderLeadNotification(
  lead: ContactMessage,
  publicUrl: string,
  locale: Locale,
): RenderedMail {
  const words = MAIL_WORDS[locale];
  const say = words.leadNotification;
  const service = serviceLabel(words, lead.service);
  const link = leadLink(publicUrl, lead);
  const source = [
    [say.page, lead.sourcePage],
    [say.referrer, lead.referrer],
    ['utm_source', lead.utmSource],
    ['utm_medium', lead.utmMedium],
    ['utm_campaign', lead.utmCampaign],
    ['utm_term', lead.utmTerm],
    ['utm_content', lead.utmContent],
  ].filter((row): row is [string, string] => !!row[1]);
  const facts: [string, string][] = [
    [say.name, lead.name],
    [say.email, lead.email],
    ...(lead.company ? [[say.company, lead.company] as [string, string]] : []),
    [say.service, service],
    [say.language, say.leadLanguage(lead.locale)],
    ...source,
  ];

  const text = [
    say.intro,
    '',
    ...facts.map(([label, value]) => `${label}${words.colon}${oneLine(value)}`),
    '',
    lead.message,
    '',
    `${say.openInAdmin}${words.colon}${link}`,
    say.replyHint,
    '',
  ].join('\n');

  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(say.intro)}</p>`,
    `<table>${rows}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(say.openInAdmin)}</a></p>`,
    `<p>${escapeHtml(say.replyHint)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: oneLine(say.subject(lead.name, service)).slice(0, 400), text, html };
}
