import { INQUIRY_SERVICES, labelOf } from '@prism/contracts';
import type { ContactMessage } from '../contact/contact-message.entity';

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
 * The new-lead notification, hand-kept: plain text plus a simple HTML version in which
 * every piece of the lead's text is escaped.
 */
export function renderLeadNotification(lead: ContactMessage, publicUrl: string): RenderedMail {
  const service = labelOf(INQUIRY_SERVICES, lead.service);
  const link = leadLink(publicUrl, lead);
  const source = [
    ['Page', lead.sourcePage],
    ['Referrer', lead.referrer],
    ['utm_source', lead.utmSource],
    ['utm_medium', lead.utmMedium],
    ['utm_campaign', lead.utmCampaign],
    ['utm_term', lead.utmTerm],
    ['utm_content', lead.utmContent],
  ].filter((row): row is [string, string] => !!row[1]);
  const facts: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.company ? [['Company', lead.company] as [string, string]] : []),
    ['Service', service],
    ...source,
  ];

  const text = [
    'A new lead came in through the contact form.',
    '',
    ...facts.map(([label, value]) => `${label}: ${oneLine(value)}`),
    '',
    lead.message,
    '',
    `Open it in the admin: ${link}`,
    'Reply to this e-mail to write to the lead.',
    '',
  ].join('\n');

  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    '<p>A new lead came in through the contact form.</p>',
    `<table>${rows}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`,
    '<p>Reply to this e-mail to write to the lead.</p>',
    '</body></html>',
  ].join('\n');

  return { subject: oneLine(`New lead: ${lead.name} (${service})`).slice(0, 400), text, html };
}
