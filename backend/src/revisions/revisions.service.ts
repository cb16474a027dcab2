import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  landingContentSchema,
  siteSettingsSchema,
  type ChangedSince,
  type RevisionComparison,
  type RevisionKind,
  type RevisionSummary,
} from '@prism/contracts';
import { diffWordsWithSpace } from 'diff';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuditLog, type AuditEntry } from '../audit/audit-log';
import { currentRequest } from '../audit/audit-scope';
import { DomainError, notFound } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { JobRunner } from '../jobs/job-runner';
import { LandingContentRow } from '../landing/landing-content.entity';
import { lockItem } from '../portfolio/lock-item';
import { itemTarget } from '../portfolio/portfolio-audit';
import { SiteSettingsRow } from '../settings/site-settings.entity';
import {
  LANDING_ID,
  lastChangeOf,
  restoreItem,
  SETTINGS_ID,
  snapshotOf,
  unflattenLanding,
} from './record-snapshots';
import { Revision, type RevisionFields } from './revision.entity';
import { fixedTarget } from '../audit/fixed-targets';

const DAY_MS = 86_400_000;
/** Who a baseline revision names: nobody saved it, it is the state history began with. */
const BASELINE_ACTOR = 'system';
/** Kept per record whatever their age; the delete trigger holds the same number. */
const KEEP_LATEST = 50;

/** The version a write was allowed on (its If-Match), checked again inside its transaction. */
interface Expectation {
  kind: RevisionKind;
  recordId: string;
  number: number;
}
const expectations = new WeakMap<Request, Expectation>();

/** Remembers, for the rest of the request, the version its If-Match named. */
export function expectVersion(req: Request, expectation: Expectation): void {
  expectations.set(req, expectation);
}

/** The latest revision of a record: its version, who made it and when. */
export interface RecordVersion {
  number: number;
  by: string;
  at: Date;
}

/**
 * Revisions (ADR 057): every audit entry about a portfolio item, the site settings or the
 * landing texts is followed, in its transaction, by a look at the record; when it differs
 * from its latest revision a new one is appended. One hook, so no write path can forget.
 */
@Injectable()
export class RevisionsService implements OnModuleInit {
  /** Restores under way, by transaction: the revision each brings back. */
  private readonly restoring = new WeakMap<EntityManager, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.audit.follow((tx, entry, actor) => this.capture(tx, entry, actor));
    this.runner.every('revisions.sweep', DAY_MS, () => this.sweep().then(() => undefined));
  }

  /** The record's current version (0 while it has no revision). */
  async version(
    kind: RevisionKind,
    recordId: string,
    tx?: EntityManager,
  ): Promise<RecordVersion | null> {
    const row = await (tx ?? this.dataSource.manager).findOne(Revision, {
      where: { kind, recordId },
      order: { number: 'DESC' },
      select: { number: true, actorName: true, at: true },
    });
    return row ? { number: row.number, by: row.actorName, at: row.at } : null;
  }

  /**
   * The record's current version for a staff read or a write (If-Match): the baseline is
   * made first when the record has no revision yet.
   */
  async current(kind: RevisionKind, recordId: string): Promise<RecordVersion | null> {
    await this.ensureBaseline(kind, recordId);
    return this.version(kind, recordId);
  }

  /**
   * A record saved before revisions existed (or never saved: the defaults) gets its current
   * state as revision 1, the baseline, on its first staff read or write, so the state before
   * its first edit can be compared and restored (ADR 057). Not audited: nothing changed.
   */
  async ensureBaseline(kind: RevisionKind, recordId: string): Promise<void> {
    if (await this.version(kind, recordId)) return;
    try {
      await this.dataSource.transaction(async (tx) => {
        if (await this.version(kind, recordId, tx)) return;
        const fields = await snapshotOf(tx, kind, recordId);
        if (!fields) return;
        await tx.insert(Revision, {
          kind,
          recordId,
          number: 1,
          at: (await lastChangeOf(tx, kind, recordId)) ?? new Date(),
          actorId: null,
          actorName: BASELINE_ACTOR,
          fields: fields as QueryDeepPartialEntity<Revision>['fields'],
          changed: [],
          restoredFrom: null,
        });
      });
    } catch (error) {
      // Two first reads at once (PostgreSQL): the unique number let one through; fine.
      if (!(await this.version(kind, recordId))) throw error;
    }
  }

  /** Newest first; the baseline is made first when the record has no revision yet. */
  async list(kind: RevisionKind, recordId: string): Promise<RevisionSummary[]> {
    await this.ensureBaseline(kind, recordId);
    const rows = await this.dataSource.manager.find(Revision, {
      where: { kind, recordId },
      order: { number: 'DESC' },
      select: { number: true, at: true, actorName: true, changed: true, restoredFrom: true },
    });
    return rows.map(summaryOf);
  }

  /** Every field of two revisions side by side, text differences marked (jsdiff). */
  async compare(
    kind: RevisionKind,
    recordId: string,
    from: number,
    to: number,
  ): Promise<RevisionComparison> {
    const [a, b] = await Promise.all([
      this.one(kind, recordId, from),
      this.one(kind, recordId, to),
    ]);
    const names = [...new Set([...Object.keys(a.fields), ...Object.keys(b.fields)])];
    const fields = names.map((field) => {
      const before = asText(a.fields[field]);
      const after = asText(b.fields[field]);
      const parts = diffWordsWithSpace(before, after).map((p) => ({
        value: p.value,
        added: p.added,
        removed: p.removed,
      }));
      return { field, changed: before !== after, before, after, parts };
    });
    fields.sort((x, y) => Number(y.changed) - Number(x.changed));
    return { from: summaryOf(a), to: summaryOf(b), fields };
  }

  /**
   * Brings a record back to a revision: a new revision (a draft, for an item) that says
   * which one it restored; the history is never rewritten. Audited as `<kind>.restore`.
   */
  async restore(kind: RevisionKind, recordId: string, number: number): Promise<RevisionSummary> {
    const wanted = await this.one(kind, recordId, number);
    await this.dataSource.transaction(async (tx) => {
      this.restoring.set(tx, number);
      let target: AuditEntry['target'];
      if (kind === 'portfolio') {
        const row = await lockItem(tx, Number(recordId));
        await restoreItem(tx, row, wanted.fields);
        target = itemTarget(row);
      } else if (kind === 'settings') {
        const data = parsedOr422(siteSettingsSchema, wanted.fields);
        await tx.upsert(SiteSettingsRow, { id: 1, data }, ['id']);
        target = fixedTarget('settings:site');
      } else {
        const data = parsedOr422(landingContentSchema, unflattenLanding(wanted.fields));
        await tx.upsert(LandingContentRow, { id: 1, data }, ['id']);
        target = fixedTarget('landing:landing');
      }
      await this.audit.record(tx, {
        action: `${kind}.restore`,
        target,
        changes: { revision: { before: null, after: number } },
      });
    });
    const [latest] = await this.list(kind, recordId);
    if (!latest) throw notFound('revision');
    return latest;
  }

  /**
   * Removes revisions older than the retention that have at least 50 newer ones of their
   * record; answers how many went. The database lets a delete through only while this
   * transaction's permit row exists and only for such revisions (ADR 057).
   */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.revisionRetentionDays * DAY_MS);
    const postgres = this.dataSource.options.type === 'postgres';
    const param = postgres ? '$1' : '?';
    // TypeORM keeps SQLite times as UTC text without the T and Z; the trigger compares text.
    const at = postgres ? cutoff : cutoff.toISOString().replace('T', ' ').replace('Z', '');
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`INSERT INTO "revision_sweep_permits" ("cutoff") VALUES (${param})`, [at]);
      const result = await tx
        .createQueryBuilder()
        .delete()
        .from(Revision)
        .where(
          `"at" < :at AND "number" <= (
             SELECT max(r."number") FROM "revisions" r
             WHERE r."kind" = "revisions"."kind" AND r."record_id" = "revisions"."record_id"
           ) - ${KEEP_LATEST}`,
          { at },
        )
        .execute();
      await tx.query('DELETE FROM "revision_sweep_permits"');
      const removed = result.affected ?? 0;
      if (removed > 0) {
        await this.audit.record(tx, {
          action: 'revisions.sweep',
          target: fixedTarget('revisions:all'),
          changes: {
            removed: { before: null, after: removed },
            olderThan: { before: null, after: cutoff.toISOString() },
          },
        });
      }
      return removed;
    });
  }

  /** The audit follower: appends a revision when the entry's record changed. */
  private async capture(
    tx: EntityManager,
    entry: AuditEntry,
    actor: { id: number | null; username: string },
  ): Promise<void> {
    const record = recordOf(entry);
    if (!record) return;
    const fields = await snapshotOf(tx, record.kind, record.recordId);
    if (!fields) return;
    const latest = await tx.findOne(Revision, {
      where: record,
      order: { number: 'DESC' },
    });
    const restoredFrom = this.restoring.get(tx) ?? null;
    const changed = changedFields(latest?.fields ?? null, fields);
    if (latest && changed.length === 0 && restoredFrom === null) return;
    this.checkExpected(record, latest);
    const number = (latest?.number ?? 0) + 1;
    await tx.insert(Revision, {
      ...record,
      number,
      at: new Date(),
      actorId: actor.id,
      actorName: actor.username,
      // A plain JSON document; TypeORM's deep-partial type can't see that.
      fields: fields as QueryDeepPartialEntity<Revision>['fields'],
      changed,
      restoredFrom,
    });
    const req = currentRequest();
    const expected = req && expectations.get(req);
    if (expected && sameRecord(expected, record)) expected.number = number;
  }

  /**
   * The If-Match was checked before the handler ran; a save that committed in between
   * (another copy, another request) is caught here, in the transaction: 412, nothing saved.
   */
  private checkExpected(record: { kind: RevisionKind; recordId: string }, latest: Revision | null) {
    const req = currentRequest();
    const expected = req && expectations.get(req);
    if (!expected || !sameRecord(expected, record)) return;
    if ((latest?.number ?? 0) === expected.number || !latest) return;
    throw changedSince({ number: latest.number, by: latest.actorName, at: latest.at });
  }

  private async one(kind: RevisionKind, recordId: string, number: number): Promise<Revision> {
    const row = await this.dataSource.manager.findOneBy(Revision, { kind, recordId, number });
    if (!row) throw notFound('revision');
    return row;
  }
}

/** The 412 answer: who changed the record since the client read it, and when. */
export function changedSince(version: RecordVersion): DomainError {
  const changed: ChangedSince = {
    by: version.by,
    at: version.at.toISOString(),
    revision: version.number,
  };
  return new DomainError('precondition_failed', {}, { changed });
}

/** The record an audit entry is about, when it keeps revisions. */
function recordOf(entry: AuditEntry): { kind: RevisionKind; recordId: string } | null {
  const { type, id } = entry.target ?? {};
  if (id === undefined || id === null) return null;
  // An item by its id; the portfolio order (`portfolio:order`) is no record.
  if (type === 'portfolio' && /^\d+$/.test(String(id))) {
    return { kind: 'portfolio', recordId: String(id) };
  }
  if (type === 'settings' && id === SETTINGS_ID) return { kind: 'settings', recordId: SETTINGS_ID };
  if (type === 'landing') return { kind: 'landing', recordId: LANDING_ID };
  return null;
}

const sameRecord = (a: { kind: string; recordId: string }, b: { kind: string; recordId: string }) =>
  a.kind === b.kind && a.recordId === b.recordId;

function changedFields(before: RevisionFields | null, after: RevisionFields): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter(
    (name) => !before || JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

function summaryOf(
  row: Pick<Revision, 'number' | 'at' | 'actorName' | 'changed' | 'restoredFrom'>,
): RevisionSummary {
  return {
    number: row.number,
    at: row.at.toISOString(),
    by: row.actorName,
    changed: row.changed,
    restoredFrom: row.restoredFrom,
  };
}

/**
 * A field as staff read it in a comparison: text as it is, a list one entry a line, an
 * entry's parts as `name: value` separated by ` · `.
 */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => asText(v).replace(/\n/g, ' · ')).join('\n');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${asText(v)}`)
    .join('\n');
}

function parsedOr422<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new DomainError('revision_unfit');
  }
  return parsed.data;
}
