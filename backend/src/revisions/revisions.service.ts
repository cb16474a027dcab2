import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  landingContentSchema,
  mergeDocuments,
  siteSettingsSchema,
  type ChangedSince,
  type FieldConflictAnswer,
  type RevisionComparison,
  type RevisionKind,
  type RevisionSummary,
} from '@prism/contracts';
import { diffWordsWithSpace } from 'diff';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuditLog, type AuditEntry } from '../audit/audit-log';
import { currentActor } from '../audit/audit-scope';
import { DomainError, notFound } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { JobRunner } from '../jobs/job-runner';
import { LandingContentRow } from '../landing/landing-content.entity';
import { refreshItemHealth } from '../portfolio/item-health';
import { lockItem } from '../portfolio/lock-item';
import { itemTarget } from '../portfolio/portfolio-audit';
import { SiteSettingsRow } from '../settings/site-settings.entity';
import { lastChangeOf, restoreItem, snapshotOf, unflattenLanding } from './record-snapshots';
import { Revision, type RevisionFields } from './revision.entity';
import { fixedTarget } from '../audit/fixed-targets';
import { conflictsOf } from './field-merge';
import { RecordKinds } from './record-kinds';

const DAY_MS = 86_400_000;
/** Who a baseline revision names: nobody saved it, it is the state history began with. */
const BASELINE_ACTOR = 'system';
/** Kept per record whatever their age; the delete trigger holds the same number. */
const KEEP_LATEST = 50;

/** The latest revision of a record: its version, who made it and when. */
export interface RecordVersion {
  number: number;
  by: string;
  at: Date;
}

/** An editable record: a portfolio item by its id, or one of the one-row records. */
export interface RecordRef {
  kind: RevisionKind;
  recordId: string;
}

export const itemRecord = (id: number): RecordRef => ({ kind: 'portfolio', recordId: String(id) });

/**
 * A write to an editable record under way, opened in its transaction once the record is
 * locked: the record as the write found it and the version the person started from.
 */
export interface RecordEdit {
  record: RecordRef;
  /** The version named by If-Match; null for a write no person started from a read (a job). */
  expected: number | null;
  latest: Revision;
  current: RevisionFields;
}

/**
 * Revisions (ADR 057) and the merge of concurrent edits (ADR 081). Every write path of a
 * portfolio item, the site settings, the landing texts or a kind another module defines
 * (`RecordKinds`: a page, the navigation) opens an edit in its transaction
 * (`open`), changes the record, then `write`s: the record's new state becomes a revision
 * when it changed, and a save started from an older version is merged field by field,
 * refused (409) only where both people changed the same field.
 */
@Injectable()
export class RevisionsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
    private readonly kinds: RecordKinds,
  ) {}

  onModuleInit(): void {
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
   * its first edit can be compared and restored. Not audited: nothing changed.
   */
  async ensureBaseline(kind: RevisionKind, recordId: string): Promise<void> {
    if (await this.version(kind, recordId)) return;
    try {
      await this.dataSource.transaction(async (tx) => {
        if (await this.version(kind, recordId, tx)) return;
        const fields = await this.snapshot(tx, { kind, recordId });
        if (fields) await this.insertBaseline(tx, { kind, recordId }, fields);
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
   * Brings a record's content back to a revision, over the version the person saw (412
   * otherwise): a new revision that says which one it restored; the history is never rewritten. An item keeps its publication state:
   * a restore that would leave a live language incomplete is refused (422). Audited as
   * `<kind>.restore`; answers the new revision.
   */
  async restore(
    kind: RevisionKind,
    recordId: string,
    number: number,
    expected: number | null,
  ): Promise<RevisionSummary> {
    const wanted = await this.one(kind, recordId, number);
    await this.dataSource.transaction(async (tx) => {
      const record = { kind, recordId };
      // A restore replaces what the person saw: it is made over that version only.
      const defined = this.kinds.get(kind);
      if (kind === 'portfolio') await lockItem(tx, Number(recordId));
      else if (defined && defined.fixedId === undefined) await defined.lock(tx, recordId);
      await this.assertLatest(tx, record, expected);
      let target: AuditEntry['target'];
      let edit: RecordEdit;
      if (defined) {
        edit = await this.open(tx, record, expected);
        target = await defined.restore(tx, recordId, wanted.fields);
      } else if (kind === 'portfolio') {
        const row = await lockItem(tx, Number(recordId));
        edit = await this.open(tx, record, expected);
        await restoreItem(tx, row, wanted.fields);
        await refreshItemHealth(tx, row.id);
        target = itemTarget(row);
      } else if (kind === 'settings') {
        edit = await this.open(tx, record, expected);
        const data = parsedOr422(siteSettingsSchema, wanted.fields);
        await tx.upsert(SiteSettingsRow, { id: 1, data }, ['id']);
        target = fixedTarget('settings:site');
      } else {
        edit = await this.open(tx, record, expected);
        const data = parsedOr422(landingContentSchema, unflattenLanding(wanted.fields));
        await tx.upsert(LandingContentRow, { id: 1, data }, ['id']);
        target = fixedTarget('landing:landing');
      }
      await this.write(tx, edit, { restoredFrom: number });
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
   * transaction's permit row exists and only for such revisions.
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

  /**
   * Opens a write of a record, in its transaction and after the record is locked: keeps the
   * state the write found. A record without revisions gets its baseline first.
   */
  async open(tx: EntityManager, record: RecordRef, expected: number | null): Promise<RecordEdit> {
    if (this.isOneRow(record.kind)) await lockOneRow(tx, record.kind);
    const current = (await this.snapshot(tx, record)) ?? {};
    const latest = (await latestOf(tx, record)) ?? (await this.insertBaseline(tx, record, current));
    return { record, expected, latest, current };
  }

  /**
   * Ends a write opened by `open`: when the record changed, its new state becomes the next
   * revision, whose number is answered (the record's new version). A write started from an
   * older version than the latest is merged: refused (409, nothing saved) when it changes a
   * field someone else changed since, else kept beside their changes.
   */
  async write(
    tx: EntityManager,
    edit: RecordEdit,
    options: { restoredFrom?: number; actor?: { id: number | null; username: string } } = {},
  ): Promise<number> {
    const restoredFrom = options.restoredFrom ?? null;
    const { record, latest, expected } = edit;
    const after = await this.snapshot(tx, record);
    if (!after) return latest.number;
    if (expected !== null && expected !== latest.number) {
      const base = await tx.findOneBy(Revision, { ...record, number: expected });
      // A version the history no longer holds (or never held) cannot be merged from.
      if (!base || expected > latest.number) throw changedSince(versionOf(latest));
      const conflicts = conflictsOf(base.fields, edit.current, after);
      if (conflicts.length > 0) throw editConflict(versionOf(latest), conflicts);
    }
    const changed = changedFields(latest.fields, after);
    if (changed.length === 0 && restoredFrom === null) return latest.number;
    const number = latest.number + 1;
    await appendRevision(
      tx,
      record,
      { number, fields: after, changed, restoredFrom },
      options.actor,
    );
    return number;
  }

  /** The first revision of a record just created (in its transaction), named after its author. */
  async created(tx: EntityManager, record: RecordRef): Promise<number> {
    const fields = (await this.snapshot(tx, record)) ?? {};
    const revision = { number: 1, fields, changed: Object.keys(fields), restoredFrom: null };
    await appendRevision(tx, record, revision);
    return 1;
  }

  /**
   * A whole-document save (the settings, the landing texts) opened by `open`: the fields the
   * person changed from the version they started from, laid over the record as it is now,
   * so a colleague's change to another field stays. 409 where both changed the same field.
   */
  async mergeDocument(
    tx: EntityManager,
    edit: RecordEdit,
    sent: RevisionFields,
  ): Promise<RevisionFields> {
    const { record, latest, expected } = edit;
    if (expected === null || expected === latest.number) return sent;
    const base = await tx.findOneBy(Revision, { ...record, number: expected });
    if (!base || expected > latest.number) throw changedSince(versionOf(latest));
    const { merged, conflicts } = mergeDocuments(base.fields, edit.current, sent);
    if (conflicts.length > 0) throw editConflict(versionOf(latest), conflicts);
    return merged as RevisionFields;
  }

  /**
   * For a write that is no edit of fields (a delete): the version named must be the latest,
   * else 412 naming who changed the record since.
   */
  async assertLatest(tx: EntityManager, record: RecordRef, expected: number | null): Promise<void> {
    const latest = await latestOf(tx, record);
    if (expected !== null && latest && latest.number !== expected) {
      throw changedSince(versionOf(latest));
    }
  }

  /** The record as a revision keeps it: its module's definition, else a built-in kind's. */
  private snapshot(tx: EntityManager, { kind, recordId }: RecordRef) {
    const defined = this.kinds.get(kind);
    return defined ? defined.snapshot(tx, recordId) : snapshotOf(tx, kind, recordId);
  }

  /** The settings, the landing texts, the navigation: locked by kind (the row may not exist). */
  private isOneRow(kind: RevisionKind): boolean {
    const defined = this.kinds.get(kind);
    return defined ? defined.fixedId !== undefined : kind !== 'portfolio';
  }

  /**
   * Revision 1 of a record saved before revisions existed (or never saved): its state then,
   * dated by its last change, named after nobody.
   */
  private async insertBaseline(
    tx: EntityManager,
    record: RecordRef,
    fields: RevisionFields,
  ): Promise<Revision> {
    const defined = this.kinds.get(record.kind);
    const at = defined
      ? await defined.lastChange(tx, record.recordId)
      : await lastChangeOf(tx, record.kind, record.recordId);
    const row = tx.create(Revision, {
      ...record,
      number: 1,
      at: at ?? new Date(),
      actorId: null,
      actorName: BASELINE_ACTOR,
      fields,
      changed: [],
      restoredFrom: null,
    });
    await tx.insert(Revision, row as QueryDeepPartialEntity<Revision>);
    return row;
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

/** The 409 answer of a merge that cannot be made: the fields both people changed. */
function editConflict(version: RecordVersion, conflicts: FieldConflictAnswer[]): DomainError {
  return new DomainError(
    'edit_conflict',
    {},
    {
      fields: conflicts.map((c) => ({ field: c.field, code: 'changed_by_other' as const })),
      changed: { by: version.by, at: version.at.toISOString(), revision: version.number },
      conflicts,
    },
  );
}

/** A revision saved now by the request's user (or `actor`, for a job on someone's behalf). */
async function appendRevision(
  tx: EntityManager,
  record: RecordRef,
  revision: Pick<Revision, 'number' | 'fields' | 'changed' | 'restoredFrom'>,
  actor?: { id: number | null; username: string },
): Promise<void> {
  const { user } = currentActor();
  const by = actor ?? (user ? { id: user.id, username: user.username } : null);
  await tx.insert(Revision, {
    ...record,
    ...revision,
    at: new Date(),
    actorId: by?.id ?? null,
    actorName: (by?.username ?? BASELINE_ACTOR).slice(0, 64),
    // A plain JSON document; TypeORM's deep-partial type can't see that.
    fields: revision.fields as QueryDeepPartialEntity<Revision>['fields'],
  });
}

const versionOf = (row: Revision): RecordVersion => ({
  number: row.number,
  by: row.actorName,
  at: row.at,
});

const latestOf = (tx: EntityManager, record: RecordRef): Promise<Revision | null> =>
  tx.findOne(Revision, { where: { ...record }, order: { number: 'DESC' } });

/**
 * The settings or the landing texts, locked for the rest of the transaction on PostgreSQL
 * (SQLite serialises units of work), so two saves of one queue up like an item's.
 * A transaction-scoped advisory lock: the row may not exist yet (the defaults).
 */
async function lockOneRow(tx: EntityManager, kind: RevisionKind): Promise<void> {
  if (tx.dataSource.options.type !== 'postgres') return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`revisions:${kind}`]);
}

function changedFields(before: RevisionFields | null, after: RevisionFields): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter(
    (name) => !before || JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

/**
 * A revision as staff list it. Revision 1 of a record made here lists every field as
 * changed (`created`), a baseline none: the first is said to be the record made, not a
 * change of each of its fields.
 */
function summaryOf(
  row: Pick<Revision, 'number' | 'at' | 'actorName' | 'changed' | 'restoredFrom'>,
): RevisionSummary {
  const created = row.number === 1 && row.changed.length > 0;
  return {
    number: row.number,
    at: row.at.toISOString(),
    by: row.actorName,
    changed: created ? [] : row.changed,
    restoredFrom: row.restoredFrom,
    created,
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
