import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_SOURCE_FIELDS,
  contactListQuerySchema,
  labelOf,
  INQUIRY_SERVICES,
  LEAD_STAGES,
  type AssigneeAnswer,
  type ContactMessageAnswer,
  type ContactReplyAnswer,
  type ContactSource,
  type Page,
  type contactSchema,
} from '@prism/contracts';
import { In, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { csvExport } from '../common/csv-export';
import { keysetPage } from '../common/keyset';
import { LEAD_ORDER, leadSearchOf, wherePageMatches, whereSearchMatches } from './lead-search';
import { notFound } from '../common/domain-error';
import { User } from '../users/user.entity';
import { ContactMessage } from './contact-message.entity';
import { ContactNote } from './contact-note.entity';
import { ContactReply } from './contact-reply.entity';
import { toContactMessageAnswer } from './contact.mapper';
import { mailIdsOf, toReplyAnswer } from './reply-answer';
import { ContactThrottleService } from './contact-throttle.service';
import { AudienceCounting, type Visitor } from '../audience/audience-counting.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailWorker } from '../mail/mail-worker';
import { LeadPrivacy } from '../privacy/lead-privacy.service';
import { ConsentRecord } from '../privacy/privacy.entities';

export type ContactSubmission = z.output<typeof contactSchema>;
export type ContactListFilter = z.output<typeof contactListQuerySchema>;

/** The contact form and the staff inbox. */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly throttle: ContactThrottleService,
    private readonly outbox: MailOutbox,
    private readonly worker: MailWorker,
    private readonly audit: AuditLog,
    private readonly audience: AudienceCounting,
    private readonly privacy: LeadPrivacy,
  ) {}

  /**
   * Stores a submission. Every submission counts against the sender's limit, bots'
   * included; a filled-in honeypot is then dropped without a trace, and the caller
   * answers exactly as for a stored one.
   */
  async submit(
    input: ContactSubmission,
    honeypot: string | undefined,
    ip: string,
    visitor: Visitor,
  ): Promise<void> {
    await this.throttle.take(ip);
    if (honeypot && honeypot.trim() !== '') return;
    // The policy version the form showed must be one that was published (issue 46).
    const consent = {
      policyVersion: input.policyVersion,
      newsOptIn: input.newsOptIn,
      consentChannel: input.consentChannel,
      locale: input.locale ?? 'en',
    };
    await this.privacy.checkConsent(consent);
    // The visit's source and the day's visitor key; the address is not kept.
    const attribution = await this.audience.attributeLead(sourceOf(input), visitor);
    // The lead and its notification jobs are written together: no lead without its mail.
    await this.messages.manager.transaction(async (tx) => {
      const lead = await tx.save(
        tx.create(ContactMessage, {
          name: input.name,
          email: input.email,
          company: input.company,
          service: input.service,
          message: input.message,
          ...sourceOf(input),
          // A form that does not say (an older page, another client) is taken as English.
          locale: input.locale ?? 'en',
          ...attribution,
        }),
      );
      await this.privacy.recordConsents(tx, lead, consent);
      await this.outbox.enqueueNewLead(tx, lead);
    });
    this.worker.wake();
  }

  /** One page, newest first, read by keyset on the (createdAt, id) indexes. */
  async list(filter: ContactListFilter): Promise<Page<ContactMessageAnswer>> {
    const query = this.filtered(filter);
    if (filter.q) {
      await wherePageMatches(query, this.searchOf(filter.q), filter);
    }
    return keysetPage(query, LEAD_ORDER, filter, (ids) => this.load(ids));
  }

  private async load(ids: number[]): Promise<ContactMessageAnswer[]> {
    return this.toDtos(await this.messages.findBy({ id: In(ids) }));
  }

  /** The row the database keeps in the transaction of every write of a lead (ADR 086). */
  async unreadCount(): Promise<number> {
    const rows: { count: number | string }[] = await this.messages.query(
      'SELECT "count" FROM "contact_messages_unread" WHERE "id" = 1',
    );
    return Number(rows[0]?.count ?? 0);
  }

  async markRead(id: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const message = await tx.findOneBy(ContactMessage, { id });
        if (!message) throw notFound('message');
        await tx.update(ContactMessage, { id }, { read: true });
        return message;
      },
      (message) => ({
        action: 'message.read',
        target: messageTarget(message),
        changes: changesOf({ read: message.read }, { read: true }),
      }),
    );
  }

  async toDto(message: ContactMessage): Promise<ContactMessageAnswer> {
    const [dto] = await this.toDtos([message]);
    if (!dto) throw notFound('message');
    return dto;
  }

  /** Messages as answered: with whether staff were notified and who works each lead. */
  async toDtos(rows: ContactMessage[]): Promise<ContactMessageAnswer[]> {
    const notified = await this.outbox.notificationStates(rows.map((m) => m.id));
    const assignees = await this.assigneesOf(rows);
    const consents = await this.privacy.consentsOf(rows.map((m) => m.id));
    const retained = await this.privacy.retainedUntil(rows);
    return rows.map((m) =>
      toContactMessageAnswer(m, notified.get(m.id), assignees.get(m.assigneeId ?? 0) ?? null, {
        consents: consents.get(m.id) ?? [],
        retainedUntil: retained.get(m.id) ?? null,
      }),
    );
  }

  private async assigneesOf(rows: ContactMessage[]): Promise<Map<number, AssigneeAnswer>> {
    const ids = [...new Set(rows.map((m) => m.assigneeId).filter((id) => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await this.messages.manager.find(User, {
      select: { id: true, username: true },
      where: { id: In(ids) },
    });
    return new Map(users.map((u) => [u.id, { id: u.id, username: u.username }]));
  }

  async delete(id: number): Promise<void> {
    await this.messages.manager.transaction(async (tx) => {
      const message = await tx.findOneBy(ContactMessage, { id });
      if (!message) throw notFound('message');
      await tx.delete(ContactMessage, { id });
      await tx.delete(ContactNote, { messageId: id });
      await tx.delete(ContactReply, { messageId: id });
      await tx.delete(ConsentRecord, { contactMessageId: id });
      await this.audit.record(tx, {
        action: 'message.delete',
        target: messageTarget(message),
        changes: changesOf(message, null, ['name', 'email', 'stage']),
      });
    });
  }

  /** The filtered messages as CSV lines, newest first, each with its e-mailed replies. */
  async exportCsv(filter: ContactListFilter): Promise<AsyncGenerator<string>> {
    const query = this.filtered(filter);
    if (filter.q) await whereSearchMatches(query, this.searchOf(filter.q));
    return csvExport(query, LEAD_ORDER, {
      header: CSV_HEADER,
      load: async (ids) => {
        const replies = await this.repliesOf(ids);
        const rows = await this.load(ids);
        return rows.map((m) => ({ ...m, replies: replies.get(m.id) ?? [] }));
      },
      values: toCsvValues,
    });
  }

  /** The replies to these leads (e-mailed, or an earlier note), oldest first, with their delivery. */
  private async repliesOf(ids: number[]): Promise<Map<number, ContactReplyAnswer[]>> {
    const rows = await this.messages.manager.find(ContactReply, {
      where: { messageId: In(ids) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const deliveries = await this.outbox.deliveries(mailIdsOf(rows));
    const byLead = new Map<number, ContactReplyAnswer[]>();
    for (const row of rows) {
      const reply = toReplyAnswer(row, deliveries);
      byLead.set(row.messageId, [...(byLead.get(row.messageId) ?? []), reply]);
    }
    return byLead;
  }

  private filtered(filter: ContactListFilter): SelectQueryBuilder<ContactMessage> {
    const query = this.messages.createQueryBuilder('m');
    if (filter.status !== 'all') query.andWhere({ read: filter.status === 'read' });
    if (filter.stage) query.andWhere({ stage: filter.stage });
    if (filter.assignee === 'none') query.andWhere({ assigneeId: IsNull() });
    else if (filter.assignee !== undefined) query.andWhere({ assigneeId: filter.assignee });
    return query;
  }

  private searchOf(q: string) {
    return leadSearchOf(q, this.messages.manager.dataSource.options.type === 'postgres');
  }
}

/** How an audit entry names a lead: by id and the sender's name. */
export function messageTarget(message: Pick<ContactMessage, 'id' | 'name'>) {
  return { type: 'message', id: message.id, label: message.name };
}

/** The source fields of a submission, each null when the form did not capture it. */
function sourceOf(input: ContactSubmission): Record<keyof ContactSource, string | null> {
  return Object.fromEntries(
    CONTACT_SOURCE_FIELDS.map((field) => [field, input[field] ?? null]),
  ) as Record<keyof ContactSource, string | null>;
}

const CSV_HEADER = [
  'id',
  'receivedAt',
  'name',
  'email',
  'company',
  'service',
  'message',
  'read',
  'reply',
  'repliedAt',
  'emailedReplies',
  'stage',
  'assignee',
  'notification',
  'sourcePage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'language',
];

/**
 * The e-mailed replies in one cell, a paragraph each: when, who, how it went, what it said
 * ('2026-11-28T17:31:00.000Z alex (delivered): Hello…').
 */
function emailedCell(replies: readonly ContactReplyAnswer[]): string {
  return replies
    .map((r) => `${r.createdAt} ${r.authorName} (${r.delivery}): ${r.body}`)
    .join('\n\n');
}

function toCsvValues(
  m: ContactMessageAnswer & { replies: ContactReplyAnswer[] },
): (string | number | boolean | null)[] {
  const note = m.replies.filter((r) => r.delivery === 'none').at(-1);
  return [
    m.id,
    m.createdAt,
    m.name,
    m.email,
    m.company,
    labelOf(INQUIRY_SERVICES, m.service),
    m.message,
    m.read ? 'yes' : 'no',
    // `reply` and `repliedAt`: the note kept from before replies were e-mailed (issue 48).
    note?.body ?? null,
    note?.createdAt ?? null,
    emailedCell(m.replies.filter((r) => r.delivery !== 'none')),
    labelOf(LEAD_STAGES, m.stage),
    m.assignee?.username ?? null,
    m.notification,
    ...CONTACT_SOURCE_FIELDS.map((field) => m[field]),
    m.locale,
  ];
}
