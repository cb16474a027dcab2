import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  LEAD_STAGE_VALUES,
  REPLY_LIMIT,
  type ContactReplyAnswer,
  type LeadStage,
  type ReplySentAnswer,
  type SessionUser,
} from '@prism/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { In, QueryFailedError, Repository } from 'typeorm';
import { DomainError, notFound } from '../common/domain-error';
import { renderLeadReply } from '../mail/lead-reply';
import { Mail } from '../mail/mail.entity';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailWorker } from '../mail/mail-worker';
import { SettingsService } from '../settings/settings.service';
import { RateLimiters, takePoint } from '../throttle/rate-limiters';
import { User } from '../users/user.entity';
import { ContactMessage } from './contact-message.entity';
import { ContactReply } from './contact-reply.entity';
import { messageTarget } from './contact.service';
import { mailIdsOf, toReplyAnswer } from './reply-answer';

/** A reply's first step: a lead still "new" is "contacted" once answered. */
const CONTACTED: LeadStage = 'contacted';

/**
 * Replies e-mailed to a lead from the inbox (ADR 043). A reply and its mail job are
 * written in one transaction, so a reply is never stored unsent nor sent unstored; the
 * outbox worker delivers it like every other mail.
 */
@Injectable()
export class ReplyService {
  /** Replies per sender (REPLY_LIMIT), counted by user id whatever lead they go to. */
  private readonly perSender: RateLimiterAbstract;

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(ContactReply) private readonly replies: Repository<ContactReply>,
    private readonly outbox: MailOutbox,
    private readonly worker: MailWorker,
    private readonly settings: SettingsService,
    private readonly audit: AuditLog,
    limiters: RateLimiters,
  ) {
    this.perSender = limiters.create({
      keyPrefix: 'reply-sender',
      points: REPLY_LIMIT.perSender,
      durationSeconds: REPLY_LIMIT.windowSeconds,
    });
  }

  private takeReply(senderId: number): Promise<void> {
    return takePoint(this.perSender, String(senderId), 'reply', 'reply_limit');
  }

  /** The replies to a lead, oldest first, each with its delivery. */
  async thread(messageId: number): Promise<ContactReplyAnswer[]> {
    if (!(await this.messages.existsBy({ id: messageId }))) throw notFound('message');
    const rows = await this.replies.find({
      where: { messageId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const jobs = await this.outbox.deliveries(mailIdsOf(rows));
    return rows.map((r) => toReplyAnswer(r, jobs));
  }

  /**
   * Sends a reply. The same `key` again answers the reply it made, with no second mail:
   * the unique key decides even between two requests racing each other.
   */
  async send(
    me: SessionUser,
    messageId: number,
    input: { body: string; key: string; stage?: LeadStage },
  ): Promise<ReplySentAnswer> {
    const earlier = await this.sentWithKey(messageId, input.key);
    if (earlier) return earlier;
    const lead = await this.messages.findOneBy({ id: messageId });
    if (!lead) throw notFound('message');
    // Charged once per new reply: the same key sent again answered above, free.
    await this.takeReply(me.id);
    const { contactEmail } = await this.settings.get();
    const sender = await this.messages.manager.findOneBy(User, { id: me.id });
    const stage = nextStage(lead.stage, input.stage);
    let reply: ContactReply;
    try {
      reply = await this.audit.change(
        async (tx) => {
          const before = await tx.find(ContactReply, {
            where: { messageId },
            order: { createdAt: 'ASC', id: 'ASC' },
          });
          const chain =
            before.length === 0 ? [] : await tx.findBy(Mail, { id: In(mailIdsOf(before)) });
          const job = await this.outbox.enqueueReply(tx, {
            lead,
            from: contactEmail,
            replyTo: sender?.email ? { name: sender.username, address: sender.email } : null,
            mail: renderLeadReply(input.body, lead),
            earlier: before.flatMap((r) => {
              const id = chain.find((j) => j.id === r.mailJobId)?.messageIdHeader;
              return id ? [id] : [];
            }),
          });
          const saved = await tx.save(
            tx.create(ContactReply, {
              messageId,
              authorId: me.id,
              authorName: me.username,
              body: input.body,
              mailJobId: job.id,
              clientKey: input.key,
            }),
          );
          if (stage !== lead.stage) await tx.update(ContactMessage, { id: messageId }, { stage });
          return saved;
        },
        (saved) => ({
          action: 'reply.send',
          target: messageTarget(lead),
          changes: {
            ...changesOf(null, { reply: saved.body, to: lead.email }),
            ...changesOf({ stage: lead.stage }, { stage }),
          },
        }),
      );
    } catch (error) {
      // Another request with the same key won the race: answer what it wrote.
      const won =
        error instanceof QueryFailedError && (await this.sentWithKey(messageId, input.key));
      if (won) return won;
      throw error;
    }
    this.worker.wake();
    const jobs = await this.outbox.deliveries(mailIdsOf([reply]));
    return { reply: toReplyAnswer(reply, jobs), stage };
  }

  /**
   * Makes a reply that was not delivered due now. A delivered reply, or one being sent
   * this moment, is refused: "Retry" never sends a mail twice.
   */
  async retry(messageId: number, replyId: number): Promise<ContactReplyAnswer> {
    const reply = await this.replies.findOneBy({ id: replyId, messageId });
    // A note from before replies were e-mailed has no mail to send again.
    if (!reply || reply.mailJobId === null) throw notFound('reply');
    const mailId = reply.mailJobId;
    await this.audit.change(
      async (tx) => {
        if (await this.outbox.retryMail(tx, mailId)) return;
        const mail = await tx.findOneBy(Mail, { id: mailId });
        throw new DomainError(mail?.sentAt ? 'reply_sent' : 'reply_queued');
      },
      () => ({
        action: 'reply.retry',
        target: { type: 'reply', id: replyId, label: `message ${messageId}` },
      }),
    );
    this.worker.wake();
    return toReplyAnswer(reply, await this.outbox.deliveries([mailId]));
  }

  private async sentWithKey(messageId: number, key: string): Promise<ReplySentAnswer | null> {
    const reply = await this.replies.findOneBy({ clientKey: key });
    if (!reply) return null;
    if (reply.messageId !== messageId) {
      throw new DomainError('reply_key_reused', {}, { fields: [{ field: 'key', code: 'taken' }] });
    }
    const lead = await this.messages.findOneBy({ id: messageId });
    if (!lead) throw notFound('message');
    const jobs = await this.outbox.deliveries(mailIdsOf([reply]));
    return { reply: toReplyAnswer(reply, jobs), stage: lead.stage };
  }
}

/**
 * The stage after a reply: the one staff chose, else "contacted" for a lead still new; a
 * lead already further along stays where it is.
 */
function nextStage(current: LeadStage, chosen: LeadStage | undefined): LeadStage {
  if (chosen) return chosen;
  return LEAD_STAGE_VALUES.indexOf(current) < LEAD_STAGE_VALUES.indexOf(CONTACTED)
    ? CONTACTED
    : current;
}
