import type { ContactReplyAnswer } from '@prism/contracts';
import { mailErrorKind } from '../mail/mail-error-kind';
import { deliveryState, type MailDelivery } from '../mail/mail-outbox.service';
import type { ContactReply } from './contact-reply.entity';

/** A reply e-mailed to a lead as staff read it: its text and how its mail went. */
export function toReplyAnswer(
  reply: ContactReply,
  delivery: MailDelivery | undefined,
): ContactReplyAnswer {
  const state = delivery ? deliveryState(delivery) : 'pending';
  const delivered = state === 'sent';
  const job = delivery?.job;
  const sentAt = delivery?.mail.sentAt;
  return {
    id: reply.id,
    messageId: reply.messageId,
    authorId: reply.authorId,
    authorName: reply.authorName,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    delivery: delivered ? 'delivered' : state === 'failed' || job?.lastError ? 'failed' : 'queued',
    deliveredAt: delivered && sentAt ? sentAt.toISOString() : null,
    attempts: job?.attempts ?? 0,
    error: delivered ? null : (job?.lastError ?? null),
    errorKind: delivered ? null : mailErrorKind(job?.lastError ?? null),
    givenUp: state === 'failed',
  };
}
