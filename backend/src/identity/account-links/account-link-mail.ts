import {
  INVITE_LINK_HOURS,
  LOCALE_TAGS,
  RESET_LINK_MINUTES,
  type AccountLinkPurpose,
  type Locale,
  type Role,
} from '@prism/contracts';
import { escapeHtml, oneLine, type RenderedMail } from '../../mail/lead-notification';
import { MAIL_WORDS } from '../../mail/words/mail-words';

/**
 * Where a link opens: the admin's page for its purpose, the token after "#". A fragment
 * never reaches a server, so no access log, proxy or Referer header ever carries it.
 */
export const accountLinkUrl = (publicUrl: string, purpose: AccountLinkPurpose, token: string) =>
  `${publicUrl}/admin/${purpose}#${token}`;

/** Plain text plus simple HTML, hand-kept like the new-lead notification. */
function render(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link: string,
  action: string,
): RenderedMail {
  const text = [...paragraphs.flatMap((p, i) => (i === 1 ? [p, '', link, ''] : [p, ''])), ''].join(
    '\n',
  );
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((p, i) =>
      i === 1
        ? `<p>${escapeHtml(p)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html };
}

/** The reset mail, in the account holder's language. */
export function renderPasswordReset(username: string, link: string, locale: Locale): RenderedMail {
  const say = MAIL_WORDS[locale].passwordReset;
  return render(
    locale,
    say.subject,
    [say.asked(oneLine(username)), say.openWithin(RESET_LINK_MINUTES), say.ignore],
    link,
    say.action,
  );
}

/** The invitation, in the language the inviter picked (else the site's default). */
export function renderInvitation(
  invitation: { username: string; role: Role; invitedBy: string; link: string },
  locale: Locale,
): RenderedMail {
  const say = MAIL_WORDS[locale].invitation;
  const { username, role, invitedBy, link } = invitation;
  return render(
    locale,
    say.subject,
    [
      say.invited(oneLine(invitedBy), role, oneLine(username)),
      say.openWithin(INVITE_LINK_HOURS),
      say.ignore,
    ],
    link,
    say.action,
  );
}
