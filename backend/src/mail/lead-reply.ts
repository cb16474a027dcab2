import { INQUIRY_SERVICES, labelOf } from '@prism/contracts';
import type { ContactMessage } from '../contact/contact-message.entity';
import { escapeHtml, oneLine, type RenderedMail } from './lead-notification';

/**
 * A staff reply as the lead receives it (ADR 043): the reply's text, then the lead's own
 * message quoted, as a mail client would. Every reply to one lead has the same subject, so
 * clients that thread by subject agree with the References chain.
 */
export function renderLeadReply(
  body: string,
  lead: Pick<ContactMessage, 'name' | 'service' | 'message' | 'createdAt'>,
): RenderedMail {
  const service = labelOf(INQUIRY_SERVICES, lead.service);
  const wrote = `On ${lead.createdAt.toISOString().slice(0, 10)}, ${oneLine(lead.name)} wrote:`;
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [body, '', wrote, quoted, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(wrote)}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:2px solid #ccc;white-space:pre-wrap">${escapeHtml(lead.message)}</blockquote>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(`Re: Your ${service} inquiry`).slice(0, 400), text, html };
}
