import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ROLES,
  ROLE_PERMISSIONS,
  type LeadNotificationState,
  type Locale,
  type MailStatusAnswer,
} from '@prism/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { ContactMessage } from '../contact/contact-message.entity';
import { siteDefaultLocale } from '../settings/default-locale';
import { User } from '../users/user.entity';
import { oneLine, renderLeadNotification, type RenderedMail } from './lead-notification';
import { MailAttempt } from './mail-attempt.entity';
import { MAIL_PRIORITY, MailJob } from './mail-job.entity';
import { fixedTarget } from '../audit/fixed-targets';

/** Retries double from MAIL_RETRY_BASE_SECONDS up to this gap. */
const MAX_RETRY_GAP_SECONDS = 3600;
/** A job still unsent this long after it was written is given up (marked failed). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;
/**
 * Jobs one worker claims at a time: few, as mail a person waits for, claimed first, still
 * waits for the ones the worker already holds (issue 44).
 */
const CLAIM_BATCH = 3;

/**
 * Kinds whose body holds a secret (a single-use link): once delivered or given up, the
 * body is replaced by this note, so the outbox keeps no usable link (ADR 032).
 */
export const SECRET_MAIL_KINDS: readonly string[] = ['password_reset', 'invitation'];
const SCRUBBED_BODY = 'This mail held a single-use link; it was removed once the mail left.';

/** Roles whose users are told about new leads: those who may read the inbox. */
const LEAD_READERS = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('view_messages'));

/**
 * The outbox (ADR 027): mail is written as jobs inside the transaction of what it
 * reports, and claimed, completed or rescheduled here by the worker.
 */
@Injectable()
export class MailOutbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Writes one notification job per recipient for a new lead, in the caller's
   * transaction: every user who may read the inbox, has an address and did not switch
   * the notification off, each in their own language (else the site's default).
   */
  async enqueueNewLead(tx: EntityManager, lead: ContactMessage): Promise<number> {
    const users = await tx.find(User, {
      where: { role: In(LEAD_READERS), email: Not(IsNull()), notifyNewLeads: true },
      order: { id: 'ASC' },
    });
    const recipients = users.flatMap(({ email, locale }) => (email ? [{ email, locale }] : []));
    if (recipients.length === 0) return 0;
    const fallback = await siteDefaultLocale(tx);
    const mails = new Map<Locale, RenderedMail>();
    const mailIn = (locale: Locale) => {
      const mail =
        mails.get(locale) ?? renderLeadNotification(lead, this.config.mail.publicUrl, locale);
      mails.set(locale, mail);
      return mail;
    };
    const now = new Date();
    const domain = mailDomain(this.config.mail.from);
    await tx.insert(
      MailJob,
      recipients.map(({ email, locale }) => {
        const mail = mailIn(locale ?? fallback);
        return {
          kind: 'new_lead',
          contactMessageId: lead.id,
          recipient: email,
          replyToAddress: lead.email,
          replyToName: lead.name.slice(0, 120),
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          messageIdHeader: `<lead-${lead.id}-${randomUUID()}@${domain}>`,
          // The lead's thread root (ADR 062): the lead's answers to a reply carry it, so
          // the staff member's mail client files them under this notification.
          referencesHeader: leadThreadId(lead.id, domain),
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: now,
          priority: MAIL_PRIORITY.notification,
        };
      }),
    );
    return recipients.length;
  }

  /**
   * Writes one mail to one recipient in the caller's transaction, for the worker to send
   * under the same retry rules as every other job.
   */
  async enqueue(
    tx: EntityManager,
    job: { kind: string; recipient: string; mail: RenderedMail },
  ): Promise<void> {
    await tx.insert(MailJob, {
      kind: job.kind,
      contactMessageId: null,
      recipient: job.recipient,
      replyToAddress: null,
      replyToName: null,
      subject: job.mail.subject,
      textBody: job.mail.text,
      htmlBody: job.mail.html,
      messageIdHeader: `<${job.kind}-${randomUUID()}@${mailDomain(this.config.mail.from)}>`,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      // Password resets and invitations: someone is waiting for the link.
      priority: MAIL_PRIORITY.person,
    });
  }

  /**
   * Writes a reply to a lead in the caller's transaction (ADR 043): from the agency's
   * address, reply-to the staff member, threaded under the lead's message. Answers the job
   * and its Message-ID, which the next reply's References carry.
   */
  async enqueueReply(
    tx: EntityManager,
    reply: {
      lead: Pick<ContactMessage, 'id' | 'email'>;
      from: string;
      replyTo: { name: string; address: string } | null;
      mail: RenderedMail;
      /** Message-IDs of the earlier replies to this lead, oldest first. */
      earlier: string[];
    },
  ): Promise<MailJob> {
    const domain = mailDomain(this.config.mail.from);
    const chain = [leadThreadId(reply.lead.id, domain), ...reply.earlier];
    const row = tx.create(MailJob, {
      kind: 'lead_reply',
      contactMessageId: reply.lead.id,
      recipient: reply.lead.email,
      fromAddress: reply.from,
      replyToAddress: reply.replyTo?.address ?? null,
      replyToName: reply.replyTo ? oneLine(reply.replyTo.name).slice(0, 120) : null,
      inReplyTo: chain[chain.length - 1] ?? null,
      referencesHeader: chain.join(' '),
      subject: reply.mail.subject,
      textBody: reply.mail.text,
      htmlBody: reply.mail.html,
      messageIdHeader: `<reply-${reply.lead.id}-${randomUUID()}@${domain}>`,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      priority: MAIL_PRIORITY.person,
    });
    return tx.save(row);
  }

  /**
   * Makes one undelivered job due now, in the caller's transaction. A delivered job, or
   * one a worker holds right now, is left alone (so a retry never sends a mail twice):
   * answers false then.
   */
  async retryJob(tx: EntityManager, jobId: number): Promise<boolean> {
    const done = await tx.update(
      MailJob,
      { id: jobId, status: In(['pending', 'failed']) },
      { status: 'pending', nextAttemptAt: new Date() },
    );
    return (done.affected ?? 0) > 0;
  }

  /** The jobs with these ids, by id. */
  async jobs(ids: number[]): Promise<Map<number, MailJob>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(MailJob).findBy({ id: In(ids) });
    return new Map(rows.map((job) => [job.id, job]));
  }

  /**
   * Claims due jobs for one attempt each: pending ones whose time has come, and
   * "sending" ones whose worker's lease ran out (it died mid-send); mail a person waits
   * for first (MAIL_PRIORITY), then the longest due. On PostgreSQL the
   * rows are locked with SKIP LOCKED, so concurrent API processes claim disjoint jobs;
   * SQLite has one writer at a time.
   */
  async claim(leaseMs: number): Promise<MailJob[]> {
    const now = new Date();
    return this.dataSource.transaction(async (tx) => {
      const query = tx
        .getRepository(MailJob)
        .createQueryBuilder('j')
        .where('j.status IN (:...open)', { open: ['pending', 'sending'] })
        .andWhere('j.nextAttemptAt <= :now', { now })
        .orderBy('j.priority', 'ASC')
        .addOrderBy('j.nextAttemptAt', 'ASC')
        .addOrderBy('j.id', 'ASC')
        .limit(CLAIM_BATCH);
      if (this.dataSource.options.type === 'postgres') {
        query.setLock('pessimistic_write').setOnLocked('skip_locked');
      }
      const jobs = await query.getMany();
      if (jobs.length === 0) return [];
      const leaseEnd = new Date(now.getTime() + leaseMs);
      await tx
        .createQueryBuilder()
        .update(MailJob)
        .set({ status: 'sending', attempts: () => '"attempts" + 1', nextAttemptAt: leaseEnd })
        .whereInIds(jobs.map((j) => j.id))
        .execute();
      return jobs.map((j) =>
        Object.assign(j, { status: 'sending', attempts: j.attempts + 1, nextAttemptAt: leaseEnd }),
      );
    });
  }

  /** Records a delivered attempt; ignored if another worker has claimed the job since. */
  async markSent(job: MailJob): Promise<void> {
    const now = new Date();
    await this.dataSource.transaction(async (tx) => {
      await tx.update(
        MailJob,
        { id: job.id, attempts: job.attempts },
        { status: 'sent', sentAt: now, lastError: null, ...scrubbed(job) },
      );
      await tx.insert(MailAttempt, { jobId: job.id, attempt: job.attempts, finishedAt: now });
    });
  }

  /** Records a failed attempt and schedules the next, or gives up after three days. */
  async markFailed(job: MailJob, error: string): Promise<void> {
    const now = new Date();
    const gapSeconds = Math.min(
      this.config.mail.retryBaseSeconds * 2 ** Math.min(job.attempts - 1, 30),
      MAX_RETRY_GAP_SECONDS,
    );
    const giveUp = now.getTime() - job.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await this.dataSource.transaction(async (tx) => {
      await tx.update(
        MailJob,
        { id: job.id, attempts: job.attempts },
        {
          status: giveUp ? 'failed' : 'pending',
          lastError: error,
          nextAttemptAt: new Date(now.getTime() + gapSeconds * 1000),
          ...(giveUp ? scrubbed(job) : {}),
        },
      );
      await tx.insert(MailAttempt, {
        jobId: job.id,
        attempt: job.attempts,
        finishedAt: now,
        error,
      });
    });
  }

  /** What the dashboard shows: mail not yet delivered, and the latest error. */
  async status(): Promise<MailStatusAnswer> {
    const jobs = this.dataSource.getRepository(MailJob);
    const undelivered = await jobs.count({
      where: { status: In(['pending', 'sending', 'failed']) },
    });
    const failed = await jobs.count({ where: { status: 'failed' } });
    const last = await jobs.findOne({
      where: { status: In(['pending', 'sending', 'failed']), lastError: Not(IsNull()) },
      order: { id: 'DESC' },
    });
    return {
      configured: this.config.mail.smtpUrl !== null,
      undelivered,
      failed,
      lastError: last?.lastError ?? null,
    };
  }

  /** Makes every undelivered job due now, given-up ones included. */
  async retryNow(): Promise<number> {
    const result = await this.audit.change(
      (tx) =>
        tx.update(
          MailJob,
          { status: In(['pending', 'failed']) },
          { status: 'pending', nextAttemptAt: new Date() },
        ),
      (done) => ({
        action: 'mail.retry',
        target: fixedTarget('mail:outbox'),
        changes: changesOf(null, { retried: done.affected ?? 0 }),
      }),
    );
    return result.affected ?? 0;
  }

  /** Whether staff were told of each lead: 'sent' once every job is sent, else its state. */
  async notificationStates(messageIds: number[]): Promise<Map<number, LeadNotificationState>> {
    const states = new Map<number, LeadNotificationState>();
    if (messageIds.length === 0) return states;
    const rows = await this.dataSource.getRepository(MailJob).find({
      select: { contactMessageId: true, status: true },
      where: { contactMessageId: In(messageIds), kind: 'new_lead' },
    });
    for (const row of rows) {
      const id = row.contactMessageId;
      if (id !== null) states.set(id, worse(states.get(id), stateOf(row.status)));
    }
    return states;
  }
}

/** The body to keep once a job is final: a secret-bearing mail loses its text. */
const scrubbed = (job: MailJob): Partial<MailJob> =>
  SECRET_MAIL_KINDS.includes(job.kind) ? { textBody: SCRUBBED_BODY, htmlBody: SCRUBBED_BODY } : {};

const stateOf = (status: MailJob['status']): LeadNotificationState =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'pending';

const RANK: Record<LeadNotificationState, number> = { none: 0, sent: 1, pending: 2, failed: 3 };
const worse = (a: LeadNotificationState | undefined, b: LeadNotificationState) =>
  a === undefined || RANK[b] > RANK[a] ? b : a;

/**
 * The Message-ID a lead's form message stands for in its thread. It was never mailed: it
 * roots the References of every reply, so the replies group as one conversation, and the
 * staff notifications of that lead reference it too (ADR 062).
 */
export const leadThreadId = (leadId: number, domain: string): string =>
  `<lead-${leadId}@${domain}>`;

/** The domain of MAIL_FROM's address, for Message-IDs; "prism.invalid" if none is found. */
function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'prism.invalid';
}
