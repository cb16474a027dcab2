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
import { MAIL_SEND_JOB, Mail } from './mail.entity';
import { JobRunner } from '../jobs/job-runner';
import { JOB_PRIORITY, Job } from '../jobs/job.entity';
import { fixedTarget } from '../audit/fixed-targets';

/** A mail still unsent this long after it was written is given up (its job marked failed). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;

/**
 * Kinds whose body holds a secret (a single-use link): once delivered or given up, the
 * body is replaced by this note, so the outbox keeps no usable link.
 */
export const SECRET_MAIL_KINDS: readonly string[] = ['password_reset', 'invitation'];
const SCRUBBED_BODY = 'This mail held a single-use link; it was removed once the mail left.';

/** Roles whose users are told about new leads: those who may read the inbox. */
const LEAD_READERS = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('view_messages'));

/** A mail and its delivery: the `mail.send` job, gone once pruned (a month after). */
export interface MailDelivery {
  mail: Mail;
  job: Job | null;
}

/**
 * The outbox (ADR 089): a mail is written with its `mail.send` job inside the
 * transaction of what it reports; the job runner sends it (`MailWorker`) under its one
 * retry policy, a mail a person waits for before notifications.
 */
@Injectable()
export class MailOutbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
  ) {}

  /** Writes the mail and its job in the caller's transaction. */
  private async write(
    tx: EntityManager,
    mails: Partial<Mail>[],
    priority: number,
  ): Promise<Mail[]> {
    const saved = mails.map((mail) => tx.create(Mail, mail));
    const now = new Date();
    for (const mail of saved) {
      // One insert a mail (each id is its job's key), read back as the row was written.
      const { identifiers } = await tx.insert(Mail, mail);
      mail.id = (identifiers[0] as { id: number }).id;
      await this.runner.schedule(tx, {
        name: MAIL_SEND_JOB,
        key: String(mail.id),
        dueAt: now,
        priority,
      });
    }
    return saved;
  }

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
    const domain = mailDomain(this.config.mail.from);
    await this.write(
      tx,
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
          // The lead's thread root: the lead's answers to a reply carry it, so
          // the staff member's mail client files them under this notification.
          referencesHeader: leadThreadId(lead.id, domain),
        };
      }),
      JOB_PRIORITY.normal,
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
    await this.write(
      tx,
      [
        {
          kind: job.kind,
          contactMessageId: null,
          recipient: job.recipient,
          replyToAddress: null,
          replyToName: null,
          subject: job.mail.subject,
          textBody: job.mail.text,
          htmlBody: job.mail.html,
          messageIdHeader: `<${job.kind}-${randomUUID()}@${mailDomain(this.config.mail.from)}>`,
        },
      ],
      // Password resets and invitations: someone is waiting for the link.
      JOB_PRIORITY.person,
    );
  }

  /**
   * Writes a reply to a lead in the caller's transaction: from the agency's
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
  ): Promise<Mail> {
    const domain = mailDomain(this.config.mail.from);
    const chain = [leadThreadId(reply.lead.id, domain), ...reply.earlier];
    const row: Partial<Mail> = {
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
    };
    const [saved] = await this.write(tx, [row], JOB_PRIORITY.person);
    if (!saved) throw new Error('The reply was not written');
    return saved;
  }

  /**
   * Writes a mail without its job, in the caller's transaction, which undoes it: the
   * stand-in for a row an unknown address has not, so "Forgot password?" does the same
   * writes whether the address is known or not (issue 44).
   */
  async standIn(
    tx: EntityManager,
    job: { kind: string; recipient: string; mail: RenderedMail },
  ): Promise<void> {
    await tx.insert(Mail, {
      kind: job.kind,
      recipient: job.recipient,
      subject: job.mail.subject,
      textBody: job.mail.text,
      htmlBody: job.mail.html,
      messageIdHeader: `<${job.kind}-${randomUUID()}@${mailDomain(this.config.mail.from)}>`,
    });
  }

  /**
   * Makes one undelivered mail due now, in the caller's transaction. A delivered mail, or
   * one being sent this moment, is left alone (so a retry never sends a mail twice):
   * answers false then.
   */
  async retryMail(tx: EntityManager, mailId: number): Promise<boolean> {
    return (await this.runner.retry(tx, MAIL_SEND_JOB, [String(mailId)])) > 0;
  }

  /** The mails with these ids and their jobs, by mail id. */
  async deliveries(
    ids: number[],
    tx: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, MailDelivery>> {
    if (ids.length === 0) return new Map();
    const mails = await tx.findBy(Mail, { id: In(ids) });
    const jobs = await this.jobsOf(
      tx,
      mails.map((mail) => mail.id),
    );
    return new Map(mails.map((mail) => [mail.id, { mail, job: jobs.get(mail.id) ?? null }]));
  }

  /** The `mail.send` jobs of these mails, by mail id. */
  private async jobsOf(tx: EntityManager, mailIds: number[]): Promise<Map<number, Job>> {
    if (mailIds.length === 0) return new Map();
    const jobs = await tx.findBy(Job, { name: MAIL_SEND_JOB, key: In(mailIds.map(String)) });
    return new Map(jobs.map((job) => [Number(job.key), job]));
  }

  /** What the dashboard shows: mail not yet delivered, and the latest error. */
  async status(): Promise<MailStatusAnswer> {
    const jobs = this.dataSource.getRepository(Job);
    const open = { name: MAIL_SEND_JOB, status: In(['pending', 'running', 'failed']) };
    const undelivered = await jobs.count({ where: open });
    const failed = await jobs.count({ where: { name: MAIL_SEND_JOB, status: 'failed' } });
    const last = await jobs.findOne({
      where: { ...open, lastError: Not(IsNull()) },
      order: { failedAt: 'DESC', id: 'DESC' },
    });
    return {
      configured: this.config.mail.smtpUrl !== null,
      undelivered,
      failed,
      lastError: last?.lastError ?? null,
    };
  }

  /** Makes every undelivered mail due now, given-up ones included. */
  async retryNow(): Promise<number> {
    return this.audit.change(
      (tx) => this.runner.retry(tx, MAIL_SEND_JOB),
      (retried) => ({
        action: 'mail.retry',
        target: fixedTarget('mail:outbox'),
        changes: changesOf(null, { retried }),
      }),
    );
  }

  /**
   * Replaces the body of a secret-bearing mail once it is final (sent or given up), so the
   * outbox keeps no usable link.
   */
  async scrub(tx: EntityManager, mail: Mail): Promise<void> {
    if (!SECRET_MAIL_KINDS.includes(mail.kind)) return;
    await tx.update(Mail, { id: mail.id }, { textBody: SCRUBBED_BODY, htmlBody: SCRUBBED_BODY });
  }

  /** Deletes mails and their jobs in the caller's transaction (erasure, retention). */
  async remove(tx: EntityManager, mailIds: number[]): Promise<number> {
    if (mailIds.length === 0) return 0;
    await tx.delete(Job, { name: MAIL_SEND_JOB, key: In(mailIds.map(String)) });
    return (await tx.delete(Mail, { id: In(mailIds) })).affected ?? 0;
  }

  /** Whether staff were told of each lead: 'sent' once every job is sent, else its state. */
  async notificationStates(messageIds: number[]): Promise<Map<number, LeadNotificationState>> {
    const states = new Map<number, LeadNotificationState>();
    if (messageIds.length === 0) return states;
    const tx = this.dataSource.manager;
    const mails = await tx.find(Mail, {
      select: { id: true, contactMessageId: true, sentAt: true },
      where: { contactMessageId: In(messageIds), kind: 'new_lead' },
    });
    const jobs = await this.jobsOf(
      tx,
      mails.flatMap((mail) => (mail.sentAt ? [] : [mail.id])),
    );
    for (const mail of mails) {
      const id = mail.contactMessageId;
      if (id !== null)
        states.set(
          id,
          worse(states.get(id), deliveryState({ mail, job: jobs.get(mail.id) ?? null })),
        );
    }
    return states;
  }
}

/**
 * Where a mail stands: sent once the relay took it; failed once its job gave up (or was
 * pruned unsent, a month after); else waiting.
 */
export const deliveryState = ({ mail, job }: MailDelivery): 'sent' | 'failed' | 'pending' =>
  mail.sentAt ? 'sent' : !job || job.status === 'failed' ? 'failed' : 'pending';

const RANK: Record<LeadNotificationState, number> = { none: 0, sent: 1, pending: 2, failed: 3 };
const worse = (a: LeadNotificationState | undefined, b: LeadNotificationState) =>
  a === undefined || RANK[b] > RANK[a] ? b : a;

/**
 * The Message-ID a lead's form message stands for in its thread. It was never mailed: it
 * roots the References of every reply, so the replies group as one conversation, and the
 * staff notifications of that lead reference it too.
 */
export const leadThreadId = (leadId: number, domain: string): string =>
  `<lead-${leadId}@${domain}>`;

/** The domain of MAIL_FROM's address, for Message-IDs; "prism.invalid" if none is found. */
function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'prism.invalid';
}
