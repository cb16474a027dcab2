import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PRIVACY_LIMITS,
  type ConsentRecordAnswer,
  type Locale,
  type PrivacySettings,
} from '@prism/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { fixedTarget } from '../audit/fixed-targets';
import { invalidFields } from '../common/domain-error';
import { inOrderOf, keyedRows, type KeysetOrder, type Position } from '../common/keyset';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContactNote } from '../contact/contact-note.entity';
import { ContactReply } from '../contact/contact-reply.entity';
import { JobRunner } from '../jobs/job-runner';
import { Job } from '../jobs/job.entity';
import { MAIL_SEND_JOB, Mail } from '../mail/mail.entity';
import { ConsentRecord } from './privacy.entities';
import { PrivacyService } from './privacy.service';

/** How often the retention job is due (a recurring job of the runner). */
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** The retention sweep's order: oldest first, as IDX_contact_messages_retention holds them. */
const OLDEST_FIRST: KeysetOrder = [
  { column: 'm.createdAt', type: 'timestamp', direction: 'ASC' },
  { column: 'm.id', type: 'integer', direction: 'ASC' },
];

/** What the contact form says about consent, as the API received it. */
export interface ConsentInput {
  policyVersion?: number;
  newsOptIn?: boolean;
  consentChannel?: 'script' | 'form' | 'api';
  locale: Locale;
}

/** What one retention run did. */
export interface RetentionCounts {
  anonymised: number;
  destroyed: number;
  notes: number;
  replies: number;
  mails: number;
  consents: number;
}

/** `date` plus `months` calendar months (UTC), as the policy counts them. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/**
 * A lead's privacy (issue 46): the consent records the contact form writes with
 * it, when its retention ends, and the recurring job that anonymises or destroys leads
 * past it, with their notes, replies, mail copies and consent records, in batches.
 */
/** A sweep's counts before it removes anything. */
function noneRemoved(): RetentionCounts {
  return { anonymised: 0, destroyed: 0, notes: 0, replies: 0, mails: 0, consents: 0 };
}

@Injectable()
export class LeadPrivacy implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly privacy: PrivacyService,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.every('privacy.retention', RETENTION_EVERY_MS, async (run) => {
      await this.sweep(new Date(), run.signal);
    });
  }

  /**
   * Refuses a policy version that was never published (the form can only show a published
   * one), naming the field. Call before anything is written.
   */
  async checkConsent(input: ConsentInput): Promise<void> {
    if (input.policyVersion === undefined) return;
    if (await this.privacy.exists(input.policyVersion, this.dataSource.manager)) return;
    throw invalidFields([{ field: 'policyVersion', code: 'not_published' }]);
  }

  /**
   * Writes the lead's consent records in its transaction: the inquiry (the form's required
   * box), and the news opt-in only when the person ticked it while the agency offers it.
   */
  async recordConsents(
    tx: EntityManager,
    lead: ContactMessage,
    input: ConsentInput,
  ): Promise<void> {
    const settings = await this.privacy.settings(tx);
    const policyVersion = input.policyVersion ?? (await this.privacy.current(tx)).version;
    const base = {
      contactMessageId: lead.id,
      email: lead.email.toLowerCase(),
      policyVersion,
      locale: input.locale,
      channel: input.consentChannel ?? 'api',
      givenAt: lead.createdAt,
      withdrawnAt: null,
    };
    await tx.insert(ConsentRecord, { ...base, purpose: 'inquiry' });
    if (input.newsOptIn === true && settings.newsOptIn) {
      await tx.insert(ConsentRecord, { ...base, purpose: 'news' });
    }
  }

  /** The consent records of these leads, oldest first. */
  async consentsOf(ids: number[]): Promise<Map<number, ConsentRecordAnswer[]>> {
    const map = new Map<number, ConsentRecordAnswer[]>();
    if (ids.length === 0) return map;
    const rows = await this.dataSource.manager.find(ConsentRecord, {
      where: { contactMessageId: In(ids) },
      order: { id: 'ASC' },
    });
    for (const row of rows) {
      const list = map.get(row.contactMessageId) ?? [];
      list.push(consentAnswer(row));
      map.set(row.contactMessageId, list);
    }
    return map;
  }

  /** When each lead's retention ends (null once anonymised), by lead id. */
  async retainedUntil(leads: ContactMessage[]): Promise<Map<number, Date | null>> {
    const settings = await this.privacy.settings();
    const last = await this.lastActivity(this.dataSource.manager, leads);
    return new Map(
      leads.map((lead) => [
        lead.id,
        lead.anonymisedAt
          ? null
          : addMonths(last.get(lead.id) ?? lead.createdAt, settings.retention.months),
      ]),
    );
  }

  /**
   * Anonymises or destroys every lead whose last activity is more than the retention ago
   * at `now`, in batches of PRIVACY_LIMITS.retentionBatch, each batch one transaction with
   * its audit entry (the counts). Answers the totals.
   */
  async sweep(now: Date, signal?: AbortSignal): Promise<RetentionCounts> {
    const settings = await this.privacy.settings();
    const cutoff = addMonths(now, -settings.retention.months);
    const totals = noneRemoved();
    let after: Position | null = null;
    for (;;) {
      if (signal?.aborted) break;
      const batch = await this.dataSource.transaction(async (tx) => {
        // Received before the cut-off is a lead's first condition: activity comes later.
        // Read oldest first on the index of the leads not anonymised yet, so a sweep that
        // finds none reads none (walking every lead by id cost 0.3-0.6 s at a million).
        const received = tx
          .getRepository(ContactMessage)
          .createQueryBuilder('m')
          .where('m.anonymisedAt IS NULL')
          .andWhere('m.createdAt < :cutoff', { cutoff });
        const keyed = await keyedRows(received, OLDEST_FIRST, after, PRIVACY_LIMITS.retentionBatch);
        if (keyed.length === 0) return null;
        const ids = keyed.map((row) => row.id);
        const candidates = inOrderOf(ids, await tx.findBy(ContactMessage, { id: In(ids) }));
        const last = await this.lastActivity(tx, candidates);
        const expired = candidates.filter(
          (lead) => (last.get(lead.id) ?? lead.createdAt).getTime() < cutoff.getTime(),
        );
        const counts = await this.remove(tx, expired, settings);
        if (expired.length > 0) {
          await this.audit.record(tx, {
            action: 'privacy.retention',
            target: fixedTarget('privacy:retention', expired.length),
            changes: changesOf(null, {
              ...counts,
              action: settings.retention.action,
              months: settings.retention.months,
              inactiveSince: cutoff.toISOString(),
            }),
          });
        }
        return { counts, last: keyed[keyed.length - 1]?.position ?? after };
      });
      if (!batch) break;
      after = batch.last;
      for (const key of Object.keys(totals) as (keyof RetentionCounts)[]) {
        totals[key] += batch.counts[key];
      }
    }
    return totals;
  }

  /** The time of each lead's last activity: received, a reply, a note written or edited. */
  private async lastActivity(
    manager: EntityManager,
    leads: ContactMessage[],
  ): Promise<Map<number, Date>> {
    const last = new Map<number, Date>();
    const see = (id: number, at: Date | null) => {
      if (!at) return;
      const was = last.get(id);
      if (!was || was.getTime() < at.getTime()) last.set(id, at);
    };
    for (const lead of leads) {
      see(lead.id, lead.createdAt);
    }
    const ids = leads.map((lead) => lead.id);
    if (ids.length === 0) return last;
    const notes = await manager.find(ContactNote, {
      select: { messageId: true, createdAt: true, editedAt: true },
      where: { messageId: In(ids) },
    });
    for (const note of notes) {
      see(note.messageId, note.createdAt);
      see(note.messageId, note.editedAt);
    }
    const replies = await manager.find(ContactReply, {
      select: { messageId: true, createdAt: true },
      where: { messageId: In(ids) },
    });
    for (const reply of replies) see(reply.messageId, reply.createdAt);
    return last;
  }

  /** Removes what names the people of these leads; keeps or deletes the leads themselves. */
  private async remove(
    tx: EntityManager,
    leads: ContactMessage[],
    settings: PrivacySettings,
  ): Promise<RetentionCounts> {
    const counts = noneRemoved();
    const ids = leads.map((lead) => lead.id);
    if (ids.length === 0) return counts;
    counts.notes = (await tx.delete(ContactNote, { messageId: In(ids) })).affected ?? 0;
    counts.replies = (await tx.delete(ContactReply, { messageId: In(ids) })).affected ?? 0;
    const mails = await tx.find(Mail, {
      select: { id: true },
      where: { contactMessageId: In(ids) },
    });
    if (mails.length > 0) {
      const mailIds = mails.map((mail) => mail.id);
      await tx.delete(Job, { name: MAIL_SEND_JOB, key: In(mailIds.map(String)) });
      counts.mails = (await tx.delete(Mail, { id: In(mailIds) })).affected ?? 0;
    }
    counts.consents = (await tx.delete(ConsentRecord, { contactMessageId: In(ids) })).affected ?? 0;
    if (settings.retention.action === 'destroy') {
      counts.destroyed = (await tx.delete(ContactMessage, { id: In(ids) })).affected ?? 0;
    } else {
      await tx.update(ContactMessage, { id: In(ids) }, ANONYMOUS(new Date()));
      counts.anonymised = ids.length;
    }
    return counts;
  }
}

/**
 * What an anonymised lead keeps: the date, the service, the language, the stage and the
 * audience attribution (source, channel, campaign, day), which the audience and pipeline
 * statistics count. Everything that could name or reach the person is emptied.
 */
const ANONYMOUS = (at: Date) => ({
  name: '',
  email: '',
  company: '',
  message: '',
  sourcePage: null,
  referrer: null,
  utmTerm: null,
  utmContent: null,
  visitorKey: null,
  assigneeId: null,
  anonymisedAt: at,
});

function consentAnswer(row: ConsentRecord): ConsentRecordAnswer {
  return {
    purpose: row.purpose,
    policyVersion: row.policyVersion,
    locale: row.locale,
    channel: row.channel,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
