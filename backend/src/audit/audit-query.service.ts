import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { auditListQuerySchema, type AuditEntryAnswer, type Page } from '@prism/contracts';
import type { z } from 'zod';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { csvExport } from '../common/csv-export';
import { keysetPage, type KeysetOrder } from '../common/keyset';
import { AuditRecord } from './audit-entry.entity';
import { answeredTarget } from './fixed-targets';

const DAY_MS = 86_400_000;

type AuditFilter = z.output<typeof auditListQuerySchema>;

/** The owner's view of the audit log: filtered pages and the CSV export, newest first. */
@Injectable()
export class AuditQueryService {
  constructor(@InjectRepository(AuditRecord) private readonly rows: Repository<AuditRecord>) {}

  /** One page, read by keyset on the (at, id) index. */
  list(filter: AuditFilter): Promise<Page<AuditEntryAnswer>> {
    return keysetPage(this.filtered(filter), NEWEST_FIRST, filter, (ids) => this.load(ids));
  }

  private async load(ids: number[]): Promise<AuditEntryAnswer[]> {
    return (await this.rows.findBy({ id: In(ids) })).map(toAuditEntryAnswer);
  }

  /** The filtered entries as CSV lines, newest first. */
  exportCsv(filter: AuditFilter): Promise<AsyncGenerator<string>> {
    return csvExport(this.filtered(filter), NEWEST_FIRST, {
      header: CSV_HEADER,
      load: (ids) => this.load(ids),
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

/** The list's order and its export's: newest first (keyset.ts). */
const NEWEST_FIRST: KeysetOrder = [
  { column: 'a.at', type: 'timestamp', direction: 'DESC' },
  { column: 'a.id', type: 'integer', direction: 'DESC' },
];

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
