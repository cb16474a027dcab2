import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUDIT_LIMITS, type AuditEntryAnswer, type AuditListQuery } from '@prism/contracts';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { csvExport, type ExportOrder } from '../common/csv-export';
import { AuditRecord } from './audit-entry.entity';
import { answeredTarget } from './fixed-targets';

const DAY_MS = 86_400_000;

export interface AuditPage {
  items: AuditEntryAnswer[];
  total: number;
  page: number;
  pageSize: number;
}

type AuditFilter = Omit<AuditListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/** The owner's view of the audit log: filtered pages and the CSV export, newest first. */
@Injectable()
export class AuditQueryService {
  constructor(@InjectRepository(AuditRecord) private readonly rows: Repository<AuditRecord>) {}

  async list(filter: AuditFilter): Promise<AuditPage> {
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? AUDIT_LIMITS.defaultPageSize;
    const query = this.filtered(filter);
    const counted = await query.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>();
    const rows = await newestFirst(query)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return {
      items: rows.map(toAuditEntryAnswer),
      total: Number(counted?.total ?? 0),
      page,
      pageSize,
    };
  }

  /** The filtered entries as CSV lines, newest first. */
  exportCsv(filter: AuditFilter): Promise<AsyncGenerator<string>> {
    return csvExport(this.filtered(filter), NEWEST_FIRST, {
      header: CSV_HEADER,
      load: async (ids) => (await this.rows.findBy({ id: In(ids) })).map(toAuditEntryAnswer),
      values: toCsvValues,
    });
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditRecord> {
    const query = this.rows.createQueryBuilder('a');
    if (filter.actor) query.andWhere('a.actorName = :actor', { actor: filter.actor });
    if (filter.action?.endsWith('.')) {
      const prefix = `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(`a.action LIKE :prefix ESCAPE '\\'`, { prefix });
    } else if (filter.action) {
      query.andWhere('a.action = :action', { action: filter.action });
    }
    if (filter.from) query.andWhere('a.at >= :from', { from: dayStart(filter.from) });
    if (filter.to) {
      query.andWhere('a.at < :to', { to: new Date(dayStart(filter.to).getTime() + DAY_MS) });
    }
    return query;
  }
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function newestFirst(query: SelectQueryBuilder<AuditRecord>): SelectQueryBuilder<AuditRecord> {
  return query.orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
}

/** The export's order, the list's: newest first (keyset, csv-export.ts). */
const NEWEST_FIRST: ExportOrder = {
  key: 'a.at',
  keyType: 'timestamp',
  id: 'a.id',
  direction: 'DESC',
};

export function toAuditEntryAnswer(row: AuditRecord): AuditEntryAnswer {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    ...answeredTarget(row),
    changes: row.changes,
    ip: row.ip,
  };
}

const CSV_HEADER = ['id', 'at', 'actor', 'action', 'target', 'targetId', 'label', 'changes', 'ip'];

function toCsvValues(e: AuditEntryAnswer): (string | number | null)[] {
  return [
    e.id,
    e.at,
    e.actorName,
    e.action,
    e.targetType,
    e.targetId,
    e.targetLabel,
    JSON.stringify(e.changes),
    e.ip,
  ];
}
