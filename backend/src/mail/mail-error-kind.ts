import type { ReplyErrorKind } from '@prism/contracts';

/**
 * What a failed attempt's error means, read from the message nodemailer or
 * the network gave, which is all the outbox keeps. Order matters: a refused recipient's
 * message also names the SMTP command that failed.
 */
const KINDS: [ReplyErrorKind, RegExp][] = [
  ['recipient_refused', /recipients were rejected|Recipient command failed|No recipients/i],
  ['sender_refused', /Mail command failed|sender address/i],
  ['sign_in', /Invalid login|EAUTH|authenticat|\b53[45]\b/i],
  ['timeout', /timeout|timed out|ETIMEDOUT|Greeting never received/i],
  [
    'unreachable',
    /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EAI_AGAIN|Connection closed/i,
  ],
];

export function mailErrorKind(error: string | null): ReplyErrorKind | null {
  if (!error) return null;
  return KINDS.find(([, pattern]) => pattern.test(error))?.[0] ?? 'other';
}
