import type { ContactReplyAnswer } from '@prism/contracts';
import { mailErrorKind } from '../mail/mail-error-kind';
import { deliveryState, type MailDelivery } from '../mail/mail-outbox.service';
import type { ContactReply } from './contact-reply.entity';

/** The mails of these replies (a note from before replies were e-mailed has none). */
export const mailIdsOf = (replies: ContactReply[]): number[] =>
  replies.flatMap((r) => (r.mailJobId === null ? [] : [r.mailJobId]));

/**
 * A reply as staff read it: its text and how its mail went, read from `mails` (by mail
 * id); a note from before replies were e-mailed has no mail: delivery 'none' (issue 48).
 */
export function toReplyAnswer(
  reply: ContactReply,
  mails: Map<number, MailDelivery>,
): ContactReplyAnswer {
  const fields = {
    id: reply.id,
    messageId: reply.messageId,
    authorId: reply.authorId,
    authorName: reply.authorName,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
  };
  if (reply.mailJobId === null) {
    return {
      ...fields,
      delivery: 'none',
      deliveredAt: null,
      attempts: 0,
      error: null,
      errorKind: null,
      givenUp: false,
    };
  }
  const delivery = mails.get(reply.mailJobId);
  const state = delivery ? deliveryState(delivery) : 'pending';
  const delivered = state === 'sent';
  const job = delivery?.job;
  const sentAt = delivery?.mail.sentAt;
  return {
    ...fields,
    delivery: delivered ? 'delivered' : state === 'failed' || job?.lastError ? 'failed' : 'queued',
    deliveredAt: delivered && sentAt ? sentAt.toISOString() : null,
    attempts: job?.attempts ?? 0,
    error: delivered ? null : (job?.lastError ?? null),
    errorKind: delivered ? null : mailErrorKind(job?.lastError ?? null),
    givenUp: state === 'failed',
  };
}
