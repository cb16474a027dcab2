import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  contactListQuerySchema,
  labelOf,
  INQUIRY_SERVICES,
  LIMITS,
  type ContactMessageDto,
  type contactSchema,
} from '@prism/contracts';
import { Brackets, In, Repository, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { notFound } from '../common/domain-error';
import { ContactMessage } from './contact-message.entity';
import { toContactMessageDto } from './contact.mapper';
import { ContactThrottleService } from './contact-throttle.service';
import { csvRow } from './csv';

export type ContactSubmission = z.output<typeof contactSchema>;
export type ContactListFilter = z.output<typeof contactListQuerySchema>;

export interface ContactPage {
  items: ContactMessageDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** Rows fetched per query while streaming an export, so memory stays flat at any size. */
const EXPORT_BATCH = 500;
const SEARCHED_COLUMNS = ['name', 'email', 'company', 'message'] as const;

/** The contact form and the staff inbox (ADR 009). */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly throttle: ContactThrottleService,
  ) {}

  /**
   * Stores a submission. Every submission counts against the sender's limit, bots'
   * included; a filled-in honeypot is then dropped without a trace, and the caller
   * answers exactly as for a stored one.
   */
  async submit(input: ContactSubmission, honeypot: string | undefined, ip: string): Promise<void> {
    await this.throttle.take(ip);
    if (honeypot && honeypot.trim() !== '') return;
    await this.messages.insert({
      name: input.name,
      email: input.email,
      company: input.company,
      service: input.service,
      message: input.message,
    });
  }

  /** One page, newest first; the filters use the (read, createdAt) and createdAt indexes. */
  async list(filter: ContactListFilter): Promise<ContactPage> {
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? LIMITS.inbox.defaultPageSize;
    const query = this.filtered(filter);
    // COUNT(*), not TypeORM's getCount() (COUNT(DISTINCT id)): with no join the rows are
    // distinct already, and SQLite counts a whole table from its b-tree instead of sorting
    // every id (0.03 ms instead of 5 ms at 100,000 messages; docs/decisions/018).
    const counted = await query.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>();
    const total = Number(counted?.total ?? 0);
    const rows = await newestFirst(query)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return { items: rows.map(toContactMessageDto), total, page, pageSize };
  }

  unreadCount(): Promise<number> {
    return this.messages.count({ where: { read: false } });
  }

  async markRead(id: number): Promise<void> {
    const result = await this.messages.update({ id }, { read: true });
    if (!result.affected) throw notFound('Message');
  }

  /** Saves (or replaces) the staff reply; the read flag is left as it is (docs/product.md#states). */
  async reply(id: number, reply: string): Promise<ContactMessageDto> {
    const result = await this.messages.update({ id }, { reply, repliedAt: new Date() });
    const message = result.affected ? await this.messages.findOneBy({ id }) : null;
    if (!message) throw notFound('Message');
    return toContactMessageDto(message);
  }

  async delete(id: number): Promise<void> {
    const result = await this.messages.delete({ id });
    if (!result.affected) throw notFound('Message');
  }

  /**
   * The filtered messages as CSV lines, newest first, read in batches: first the ids in
   * order (small even for 100,000 rows), then the rows batch by batch.
   */
  async exportCsv(filter: ContactListFilter): Promise<AsyncGenerator<string>> {
    // Read before the answer starts, so a failure here is still a proper error answer.
    const ids = (
      await newestFirst(this.filtered(filter))
        .select('m.id', 'id')
        .getRawMany<{ id: number | string }>()
    ).map((r) => Number(r.id));
    return this.csvLines(ids);
  }

  private async *csvLines(ids: number[]): AsyncGenerator<string> {
    // A byte-order mark makes spreadsheet apps read the file as UTF-8.
    yield `\uFEFF${csvRow(CSV_HEADER)}`;
    for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
      const batch = ids.slice(start, start + EXPORT_BATCH);
      const rows = new Map(
        (await this.messages.findBy({ id: In(batch) })).map((m) => [m.id, m] as const),
      );
      let chunk = '';
      for (const id of batch) {
        const m = rows.get(id);
        if (m) chunk += csvRow(toCsvValues(m));
      }
      yield chunk;
    }
  }

  private filtered(filter: ContactListFilter): SelectQueryBuilder<ContactMessage> {
    const query = this.messages.createQueryBuilder('m');
    if (filter.status !== 'all') query.andWhere({ read: filter.status === 'read' });
    if (filter.q) {
      // ILIKE folds case for all of Unicode on PostgreSQL; SQLite's LIKE folds ASCII only.
      const like = this.messages.manager.dataSource.options.type === 'postgres' ? 'ILIKE' : 'LIKE';
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        new Brackets((any) => {
          for (const column of SEARCHED_COLUMNS) {
            any.orWhere(`m.${column} ${like} :pattern ESCAPE '\\'`, { pattern });
          }
        }),
      );
    }
    return query;
  }
}

function newestFirst(
  query: SelectQueryBuilder<ContactMessage>,
): SelectQueryBuilder<ContactMessage> {
  return query.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
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
];

function toCsvValues(m: ContactMessage): (string | number | boolean | null)[] {
  return [
    m.id,
    m.createdAt.toISOString(),
    m.name,
    m.email,
    m.company,
    labelOf(INQUIRY_SERVICES, m.service),
    m.message,
    m.read ? 'yes' : 'no',
    m.reply,
    m.repliedAt ? m.repliedAt.toISOString() : null,
  ];
}
