import { INVITE_LINK_HOURS, RESET_LINK_MINUTES, type AccountLinkPurpose } from '@prism/contracts';
import { escapeHtml, oneLine, type RenderedMail } from '../../mail/lead-notification';

/**
 * Where a link opens: the admin's page for its purpose, the token after "#". A fragment
 * never reaches a server, so no access log, proxy or Referer header ever carries it.
 */
export const accountLinkUrl = (publicUrl: string, purpose: AccountLinkPurpose, token: string) =>
  `${publicUrl}/admin/${purpose}#${token}`;

/** Plain text plus simple HTML, hand-kept like the new-lead notification. */
function render(subject: string, paragraphs: string[], link: string, action: string): RenderedMail {
  const text = [...paragraphs.flatMap((p, i) => (i === 1 ? [p, '', link, ''] : [p, ''])), ''].join(
    '\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p, i) =>
      i === 1
        ? `<p>${escapeHtml(p)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html };
}

export function renderPasswordReset(username: string, link: string): RenderedMail {
  return render(
    'Reset your Prism admin password',
    [
      `Someone asked to reset the password of the Prism admin account "${oneLine(username)}".`,
      `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password. It works once, and signs the account out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  );
}

export function renderInvitation(
  username: string,
  role: string,
  invitedBy: string,
  link: string,
): RenderedMail {
  return render(
    "You're invited to the Prism admin",
    [
      `${oneLine(invitedBy)} invited you to the Prism admin as ${role}, with the username "${oneLine(username)}".`,
      `Open this link within ${INVITE_LINK_HOURS} hours to choose your password. It works once.`,
      'If you did not expect this invitation, ignore this e-mail.',
    ],
    link,
    'Choose your password',
  );
}
