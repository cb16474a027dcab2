import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LOCALE_TAGS,
  RIGHTS_LIMITS,
  type ErasureAnswer,
  type Locale,
  type Page,
  type PersonDataAnswer,
  type RightsKind,
  type RightsRequestAnswer,
} from '@prism/contracts';
import { rightsConfirmPath } from '@prism/contracts/site-paths';
import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, In, LessThan, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditRecord } from '../audit/audit-entry.entity';
import { AuditLog } from '../audit/audit-log';
import { DomainError, notFound } from '../common/domain-error';
import { keysetPage, type KeysetOrder, type PageRequest } from '../common/keyset';
import { AppConfig } from '../config/app-config';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContactNote } from '../contact/contact-note.entity';
import { ContactReply } from '../contact/contact-reply.entity';
import { JobRunner } from '../jobs/job-runner';
import { escapeHtml, oneLine, type RenderedMail } from '../mail/lead-notification';
import { Mail } from '../mail/mail.entity';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailWorker } from '../mail/mail-worker';
import { MAIL_WORDS } from '../mail/words/mail-words';
import { clientKey } from '@prism/contracts/client-address';
import { RateLimiters, takePoint } from '../throttle/rate-limiters';
import { ConsentRecord, RightsRequest } from './privacy.entities';
import { PrivacyService } from './privacy.service';

const DAY_MS = 86_400_000;
/** The list's order, on its (status, dueAt) index: unconfirmed, open, done, each due first. */
const DUE_FIRST: KeysetOrder = [
  { column: 'r.status', type: 'text', direction: 'DESC' },
  { column: 'r.dueAt', type: 'timestamp', direction: 'ASC' },
  { column: 'r.id', type: 'integer', direction: 'ASC' },
];
const REMIND_WITHIN_MS = 7 * DAY_MS;
const randomToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the confirmation link opens: the site's page, which confirms on a button press. */
export const rightsConfirmUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}${rightsConfirmPath(locale, token)}`;

/** What an erasure keeps, and why (docs/privacy.md says the same). */
const KEPT: ErasureAnswer['kept'] = [
  {
    what: 'The audit log entries that name the person',
    why: 'The audit log is append-only security evidence (ADR 046); its retention setting removes them (365 days by default).',
  },
  {
    what: 'This request: the address, the dates and the outcome',
    why: 'Proof that the request was received and answered within the time the act sets.',
  },
  {
    what: 'Backups made before the erasure',
    why: 'They expire with the agency’s backup rotation; a restore must erase again.',
  },
];

/**
 * Rights requests (issue 46): a public request confirmed by a one-time link sent to the
 * address (the answer is the same whether or not the address is known), or one staff
 * record; each is due 30 days after it was received. Staff find everything stored about the
 * address, export it as JSON or CSV, erase it, and close the request; a daily job reminds
 * the person in charge of what is due within 7 days.
 */
@Injectable()
export class RightsRequests implements OnModuleInit {
  private readonly perIp: RateLimiterAbstract;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
    private readonly outbox: MailOutbox,
    private readonly worker: MailWorker,
    private readonly privacy: PrivacyService,
    private readonly runner: JobRunner,
    limiters: RateLimiters,
  ) {
    this.perIp = limiters.create({
      keyPrefix: 'privacy-request-ip',
      points: RIGHTS_LIMITS.perIpPerHour,
      durationSeconds: 3600,
    });
  }

  onModuleInit(): void {
    this.runner.every('privacy.request-reminders', DAY_MS, () =>
      this.remind(new Date()).then(() => undefined),
    );
  }

  /**
   * A request from the public form: whatever the address, a request waiting for its link,
   * and the link mailed to the address. Nothing here depends on what is stored about it.
   */
  async submit(
    input: { email: string; kind: RightsKind; locale?: Locale },
    ip: string,
    now = new Date(),
  ): Promise<void> {
    await this.take(ip);
    const locale = input.locale ?? 'fr';
    const token = randomToken();
    await this.dataSource.transaction(async (tx) => {
      await tx.insert(RightsRequest, {
        email: input.email.toLowerCase(),
        kind: input.kind,
        status: 'unconfirmed',
        locale,
        source: 'public',
        receivedAt: now,
        dueAt: new Date(now.getTime() + RIGHTS_LIMITS.dueDays * DAY_MS),
        tokenHash: hashOf(token),
        tokenExpiresAt: new Date(now.getTime() + RIGHTS_LIMITS.confirmHours * 3600_000),
      });
      await this.outbox.enqueue(tx, {
        kind: 'rights_confirm',
        recipient: input.email,
        mail: renderConfirm(
          input.kind,
          rightsConfirmUrl(this.config.mail.publicUrl, locale, token),
          locale,
        ),
      });
    });
    this.worker.wake();
  }

  /** The link's one use: the request is then open. A used, expired or unknown link is gone. */
  async confirm(token: string, now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const request = await tx.findOneBy(RightsRequest, { tokenHash: hashOf(token) });
      if (
        !request ||
        !request.tokenExpiresAt ||
        request.tokenExpiresAt.getTime() <= now.getTime()
      ) {
        throw new DomainError('link_expired');
      }
      await tx.update(
        RightsRequest,
        { id: request.id },
        { status: 'open', confirmedAt: now, tokenHash: null, tokenExpiresAt: null },
      );
      await this.audit.record(tx, {
        action: 'privacy.request_confirm',
        target: requestTarget(request),
        changes: changesOf({ status: 'unconfirmed' }, { status: 'open' }),
      });
    });
  }

  /** A request staff received another way: open at once, due 30 days after now. */
  async record(input: {
    email: string;
    kind: RightsKind;
    locale?: Locale;
  }): Promise<RightsRequestAnswer> {
    const now = new Date();
    const id = await this.audit.change(
      async (tx) => {
        const result = await tx.insert(RightsRequest, {
          email: input.email.toLowerCase(),
          kind: input.kind,
          status: 'open',
          locale: input.locale ?? 'fr',
          source: 'staff',
          receivedAt: now,
          dueAt: new Date(now.getTime() + RIGHTS_LIMITS.dueDays * DAY_MS),
          confirmedAt: now,
        });
        return (result.identifiers[0] as { id: number }).id;
      },
      (created) => ({
        action: 'privacy.request_create',
        target: { type: 'rights-request', id: created, label: String(created) },
        changes: changesOf(null, { kind: input.kind, dueDays: RIGHTS_LIMITS.dueDays }),
      }),
    );
    return this.get(id);
  }

  /**
   * A page of the requests: unconfirmed, then open, then done (status
   * descending), each the one due first first.
   */
  list(request: PageRequest): Promise<Page<RightsRequestAnswer>> {
    const query = this.dataSource.getRepository(RightsRequest).createQueryBuilder('r');
    return keysetPage(query, DUE_FIRST, request, async (ids) =>
      (await this.dataSource.manager.findBy(RightsRequest, { id: In(ids) })).map(requestAnswer),
    );
  }

  async get(id: number): Promise<RightsRequestAnswer> {
    return requestAnswer(await this.row(this.dataSource.manager, id));
  }

  /** Everything stored about the request's address; the export is itself audited. */
  async data(id: number, format: 'json' | 'csv'): Promise<PersonDataAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const request = await this.row(tx, id);
      const data = await this.collect(tx, request.email);
      await this.audit.record(tx, {
        action: 'privacy.request_export',
        target: requestTarget(request),
        changes: changesOf(null, { format, leads: data.leads.length }),
      });
      return data;
    });
  }

  /**
   * Erases what names the address: its leads with their notes, replies, mail copies and
   * consent records, and mail sent to it; closes the request with what was kept and why.
   */
  async erase(id: number): Promise<ErasureAnswer> {
    const { removed, request } = await this.dataSource.transaction(async (tx) => {
      const request = await this.row(tx, id);
      if (request.status === 'unconfirmed') {
        throw new DomainError('request_unconfirmed');
      }
      const leads = await this.leadsOf(tx, request.email);
      const ids = leads.map((lead) => lead.id);
      const removed = { leads: 0, notes: 0, replies: 0, mailJobs: 0, consents: 0 };
      if (ids.length > 0) {
        removed.notes = (await tx.delete(ContactNote, { messageId: In(ids) })).affected ?? 0;
        removed.replies = (await tx.delete(ContactReply, { messageId: In(ids) })).affected ?? 0;
      }
      const jobs = await this.mailJobsOf(tx, request.email, ids);
      if (jobs.length > 0) {
        removed.mailJobs = await this.outbox.remove(
          tx,
          jobs.map((mail) => mail.id),
        );
      }
      removed.consents = (await tx.delete(ConsentRecord, { email: request.email })).affected ?? 0;
      if (ids.length > 0) {
        removed.consents +=
          (await tx.delete(ConsentRecord, { contactMessageId: In(ids) })).affected ?? 0;
        removed.leads = (await tx.delete(ContactMessage, { id: In(ids) })).affected ?? 0;
      }
      const now = new Date();
      await tx.update(
        RightsRequest,
        { id },
        { status: 'done', closedAt: now, outcome: `Erased: ${JSON.stringify(removed)}` },
      );
      await this.audit.record(tx, {
        action: 'privacy.request_erase',
        target: requestTarget(request),
        changes: changesOf(null, removed),
      });
      return { removed, request: await this.row(tx, id) };
    });
    return { removed, kept: KEPT, request: requestAnswer(request) };
  }

  /** Closes a request with what was answered. */
  async close(id: number, outcome: string): Promise<RightsRequestAnswer> {
    await this.audit.change(
      async (tx) => {
        const request = await this.row(tx, id);
        if (request.status === 'unconfirmed') {
          throw new DomainError('request_unconfirmed');
        }
        await tx.update(RightsRequest, { id }, { status: 'done', closedAt: new Date(), outcome });
        return request;
      },
      (request) => ({
        action: 'privacy.request_close',
        target: requestTarget(request),
        changes: changesOf({ status: request.status }, { status: 'done' }),
      }),
    );
    return this.get(id);
  }

  /**
   * Mails the person in charge the open requests due within 7 days or overdue, once a day
   * each (`remindedOn`); unconfirmed requests past their link are dropped. Answers how many
   * requests the reminder named.
   */
  async remind(now: Date): Promise<number> {
    const day = now.toISOString().slice(0, 10);
    return this.dataSource.transaction(async (tx) => {
      await tx.delete(RightsRequest, {
        status: 'unconfirmed',
        tokenExpiresAt: LessThan(now),
      });
      const due = (
        await tx.find(RightsRequest, {
          where: { status: 'open', dueAt: LessThan(new Date(now.getTime() + REMIND_WITHIN_MS)) },
          order: { dueAt: 'ASC' },
        })
      ).filter((request) => request.remindedOn !== day);
      if (due.length === 0) return 0;
      const { officer } = await this.privacy.settings(tx);
      // Staff mail is owed in French (the Charter of the French language).
      await this.outbox.enqueue(tx, {
        kind: 'rights_reminder',
        recipient: officer.email,
        mail: renderReminder(due),
      });
      await tx.update(RightsRequest, { id: In(due.map((r) => r.id)) }, { remindedOn: day });
      return due.length;
    });
  }

  /** The stored things about one address. */
  private async collect(tx: EntityManager, email: string): Promise<PersonDataAnswer> {
    const leads = await this.leadsOf(tx, email);
    const ids = leads.map((lead) => lead.id);
    // One after another: a transaction is one connection, which runs one query at a time.
    const notes = ids.length ? await tx.find(ContactNote, { where: { messageId: In(ids) } }) : [];
    const replies = ids.length
      ? await tx.find(ContactReply, { where: { messageId: In(ids) } })
      : [];
    const consents = await tx.find(ConsentRecord, { where: { email } });
    const requests = await tx.find(RightsRequest, { where: { email } });
    const mailJobs = await this.mailJobsOf(tx, email, ids);
    const auditMentions = await this.auditMentionsOf(tx, email, leads);
    return {
      email,
      exportedAt: new Date().toISOString(),
      leads: leads.map(plain),
      notes: notes.map(plain),
      replies: replies.map(plain),
      mailJobs: mailJobs.map(plain),
      consents: consents.map(plain),
      auditMentions: auditMentions.map(plain),
      requests: requests.map(({ tokenHash: _hash, ...request }) => plain(request)),
    };
  }

  private leadsOf(tx: EntityManager, email: string): Promise<ContactMessage[]> {
    return tx
      .getRepository(ContactMessage)
      .createQueryBuilder('m')
      .where('LOWER(m.email) = :email', { email })
      .orderBy('m.id', 'ASC')
      .getMany();
  }

  private mailJobsOf(tx: EntityManager, email: string, leadIds: number[]): Promise<Mail[]> {
    const query = tx
      .getRepository(Mail)
      .createQueryBuilder('j')
      .where('LOWER(j.recipient) = :email', { email });
    if (leadIds.length > 0) query.orWhere('j.contactMessageId IN (:...leadIds)', { leadIds });
    return query.orderBy('j.id', 'ASC').getMany();
  }

  /** Entries about the address's leads, or whose summary holds the address. */
  private auditMentionsOf(
    tx: EntityManager,
    email: string,
    leads: ContactMessage[],
  ): Promise<AuditRecord[]> {
    const like = this.dataSource.options.type === 'postgres' ? 'ILIKE' : 'LIKE';
    const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const query = tx
      .getRepository(AuditRecord)
      .createQueryBuilder('a')
      .where(`a.changes ${like} :pattern ESCAPE '\\'`, { pattern });
    if (leads.length > 0) {
      query.orWhere("(a.targetType = 'message' AND a.targetId IN (:...ids))", {
        ids: leads.map((lead) => String(lead.id)),
      });
    }
    return query.orderBy('a.id', 'ASC').getMany();
  }

  private async row(manager: EntityManager, id: number): Promise<RightsRequest> {
    const row = await manager.findOneBy(RightsRequest, { id });
    if (!row) throw notFound('rights_request');
    return row;
  }

  private take(ip: string): Promise<void> {
    return takePoint(this.perIp, clientKey(ip), 'rights_request');
  }
}

function requestTarget(request: RightsRequest) {
  // By number only: the log never names the person again for a request about them.
  return { type: 'rights-request', id: request.id, label: String(request.id) };
}

function requestAnswer(row: RightsRequest): RightsRequestAnswer {
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    source: row.source,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    outcome: row.outcome,
  };
}

/** A row as plain JSON: dates as ISO strings. */
function plain(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** The person data as CSV lines: one line per field of each record (record, id, field, value). */
export function personDataCsv(data: PersonDataAnswer): string[][] {
  const rows: string[][] = [['record', 'id', 'field', 'value']];
  const sections = [
    'leads',
    'notes',
    'replies',
    'mailJobs',
    'consents',
    'auditMentions',
    'requests',
  ] as const;
  for (const section of sections) {
    for (const record of data[section]) {
      const id =
        typeof record.id === 'number' || typeof record.id === 'string' ? String(record.id) : '';
      for (const [field, value] of Object.entries(record)) {
        const text = value === null || value === undefined ? '' : cellText(value);
        rows.push([section, id, field, text]);
      }
    }
  }
  return rows;
}

/** A value as one CSV cell: text as it is, anything else as JSON. */
function cellText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function renderConfirm(kind: RightsKind, link: string, locale: Locale): RenderedMail {
  const say = MAIL_WORDS[locale].rightsRequest;
  const paragraphs = [
    say.asked(say.kinds[kind]),
    say.openWithin(RIGHTS_LIMITS.confirmHours),
    say.ignore,
  ];
  const text = [paragraphs[0], '', paragraphs[1], '', link, '', paragraphs[2], ''].join('\n');
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p>${escapeHtml(paragraphs[1] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(say.action)}</a></p>`,
    `<p>${escapeHtml(paragraphs[2] ?? '')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(say.subject), text, html };
}

function renderReminder(due: RightsRequest[]): RenderedMail {
  const say = MAIL_WORDS.fr.rightsRequest;
  const lines = due.map((r) => say.reminderLine(say.kinds[r.kind], r.email, r.dueAt));
  const text = [say.reminderIntro, '', ...lines, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS.fr}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(say.reminderIntro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(say.reminderSubject(due.length)), text, html };
}
