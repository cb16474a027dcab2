import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOCALES, type Page as ListPage } from '@prism/contracts';
import {
  noPostFields,
  pageFieldsSchema,
  pageMissing,
  type PageAnswer,
  type PageFields,
  type PageFieldsGiven,
  type PageKind,
  type PageLiveInput,
  type PagePatch,
  type PageSummary,
} from '@prism/contracts/pages';
import { DataSource, In, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { DomainError, notFound } from '../common/domain-error';
import { keysetPage, positionOfRow, type KeysetOrder } from '../common/keyset';
import { lacking } from '../portfolio/item-languages';
import { RecordKinds } from '../revisions/record-kinds';
import { Revision, type RevisionFields } from '../revisions/revision.entity';
import { RevisionsService } from '../revisions/revisions.service';
import { Page } from './page.entity';
import { answerOf, PageEdits, pageRecord, summaryOf } from './page-edits';
import {
  fieldsOf,
  liveOf,
  lockPage,
  missingOf,
  pageTarget,
  setFields,
  setLive,
  snapshotOfPage,
} from './page-fields';
import { beforeOf, settlePage } from './page-rules';
import { PageSchedule } from './page-schedule';

/** The staff list's order: the page changed last first (on IDX_pages_list). */
const LIST_ORDER: KeysetOrder = [
  { column: 'p.updatedAt', type: 'timestamp', direction: 'DESC' },
  { column: 'p.id', type: 'integer', direction: 'DESC' },
];

/** The fields a save may set: what pageFieldsSchema names. */
const FIELD_NAMES = [
  'title',
  'slug',
  'metaTitle',
  'metaDescription',
  'blocks',
  'kind',
  'author',
  'date',
  'category',
  'coverId',
  'relatedProjectIds',
] as const;

/**
 * Pages staff build from blocks (issue 50), with the portfolio item's rules: field-level
 * saves merged with a colleague's (blocks by id), revisions, a language live only while
 * complete, redirects when a live slug changes, the audit log.
 */
@Injectable()
export class PagesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revisions: RevisionsService,
    private readonly kinds: RecordKinds,
    private readonly edits: PageEdits,
    private readonly audit: AuditLog,
    private readonly schedule: PageSchedule,
  ) {}

  onModuleInit(): void {
    this.kinds.define('page', {
      exists: (manager, id) => manager.existsBy(Page, { id: Number(id) }),
      lock: async (tx, id) => {
        await lockPage(tx, Number(id));
      },
      snapshot: async (tx, id) => {
        const row = await tx.findOneBy(Page, { id: Number(id) });
        return row ? snapshotOfPage(row) : null;
      },
      lastChange: async (tx, id) =>
        (
          await tx.findOne(Page, {
            where: { id: Number(id) },
            select: { id: true, updatedAt: true },
          })
        )?.updatedAt ?? null,
      restore: async (tx, id, fields) => {
        const row = await lockPage(tx, Number(id));
        await this.restore(tx, row, fields);
        return pageTarget(row);
      },
    });
  }

  /** A page of the staff list; `after` starts after a page instead of a cursor. */
  async list(query: {
    kind?: PageKind;
    limit?: number;
    cursor?: string;
    after?: number;
  }): Promise<ListPage<PageSummary>> {
    const listed = this.dataSource.manager
      .createQueryBuilder(Page, 'p')
      .where('p.kind = :kind', { kind: query.kind ?? 'page' });
    const start =
      query.after === undefined ? undefined : await positionOfRow(listed, LIST_ORDER, query.after);
    if (start === null) throw notFound('page');
    return keysetPage(
      listed,
      LIST_ORDER,
      query,
      async (ids) => {
        const rows = await this.dataSource.manager.findBy(Page, { id: In(ids) });
        const versions = await this.versionsOf(ids);
        return rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          date: row.postDate,
          ...fieldsOfSummary(row),
          live: liveOf(row),
          missing: missingOf(row),
          scheduledAt: row.publishAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
          version: versions.get(row.id) ?? 0,
        }));
      },
      start,
    );
  }

  async get(id: number): Promise<PageAnswer> {
    const row = await this.dataSource.manager.findOneBy(Page, { id });
    if (!row) throw notFound('page');
    return answerOf(row, (await this.revisions.current('page', String(id)))?.number ?? 0);
  }

  /**
   * A new page (or post), live nowhere; a language without a slug gets one from its title.
   * Fields left out take the schema's defaults (a page: no post fields).
   */
  async create(given: PageFieldsGiven): Promise<PageAnswer> {
    const fields: PageFields = { ...noPostFields(), ...given };
    return this.dataSource.transaction(async (tx) => {
      const row = tx.create(Page, { kind: fields.kind, blocks: [], liveFr: false, liveEn: false });
      setFields(row, fields);
      await settlePage(tx, row, beforeOf(row));
      const saved = await tx.save(row);
      const version = await this.revisions.created(tx, pageRecord(saved.id));
      await this.audit.record(tx, {
        action: 'page.create',
        target: pageTarget(saved),
        changes: changesOf(null, summaryOf(saved)),
      });
      return answerOf(saved, version);
    });
  }

  /**
   * Sets the fields given (the edits issue: a save sends what the person changed, from the
   * version named by If-Match). A colleague's change since to another field or another
   * block is kept (blocks merge by id); both changing the same one is a 409 naming it
   * (`blocks.team-1.heading.fr`).
   */
  update(id: number, given: PagePatch, expected: number | null): Promise<PageAnswer> {
    return this.edits.edit(id, expected, async (tx, row, edit) => {
      const was = summaryOf(row);
      const before = beforeOf(row);
      const sent: RevisionFields = { ...edit.current };
      for (const name of FIELD_NAMES) {
        const value = name === 'kind' ? undefined : given[name];
        if (value === undefined) continue;
        // A text's languages given are laid over the page's: the others stay as they are.
        sent[name] =
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? { ...(sent[name] as object), ...value }
            : value;
      }
      const merged = await this.revisions.mergeDocument(tx, edit, sent);
      setFields(row, fieldsFrom(merged));
      await settlePage(tx, row, before);
      await tx.save(row);
      return { action: 'page.update', changes: changesOf(was, summaryOf(row)) };
    });
  }

  /**
   * Takes each language given live (refused, 422 naming each missing path, while
   * `pageMissing` names anything for it) or off the site.
   */
  setLive(id: number, input: PageLiveInput, expected: number | null): Promise<PageAnswer> {
    return this.edits.edit(id, expected, async (tx, row) => {
      const was = liveOf(row);
      const fields = fieldsOf(row);
      const refused = LOCALES.filter((locale) => input[locale] === true)
        .map((locale) => ({ locale, missing: pageMissing(fields, locale) }))
        .filter(({ missing }) => missing.length > 0);
      if (refused.length > 0) throw lacking('not_ready', refused);
      for (const locale of LOCALES) {
        const wanted = input[locale];
        if (wanted !== undefined) setLive(row, locale, wanted);
      }
      await tx.save(row);
      return { action: 'page.live', changes: changesOf(was, liveOf(row)) };
    });
  }

  /** Deletes the page and its scheduled jobs; its revisions stay (append-only). */
  async delete(id: number, expected: number | null): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const row = await lockPage(tx, id);
      await this.revisions.assertLatest(tx, pageRecord(id), expected);
      await tx.delete(Page, { id });
      await this.schedule.withdraw(tx, id);
      await this.edits.record(tx, row, {
        action: 'page.delete',
        changes: changesOf(summaryOf(row), null),
      });
    });
  }

  /**
   * Brings a page back to a revision's fields; where it is live stays as it is now (a
   * restore that would leave a live language incomplete is refused, 422), as an item's.
   */
  private async restore(tx: EntityManager, row: Page, fields: RevisionFields): Promise<void> {
    const parsed = pageFieldsSchema.safeParse(pickFields(fields));
    if (!parsed.success) throw new DomainError('revision_unfit');
    const before = beforeOf(row);
    setFields(row, parsed.data);
    await settlePage(tx, row, before);
    row.updatedAt = new Date();
    await tx.save(row);
  }

  /** Each page's current version (its latest revision's number). */
  private async versionsOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.manager
      .createQueryBuilder(Revision, 'r')
      .select('r.recordId', 'recordId')
      .addSelect('MAX(r.number)', 'number')
      .where({ kind: 'page', recordId: In(ids.map(String)) })
      .groupBy('r.recordId')
      .getRawMany<{ recordId: string; number: number | string }>();
    return new Map(rows.map((r) => [Number(r.recordId), Number(r.number)]));
  }
}

const fieldsOfSummary = (row: Page) => {
  const { title, slug } = fieldsOf(row);
  return { title, slug };
};

/** The page's fields out of a revision or a merge (its `live` and anything else left out). */
const pickFields = (fields: RevisionFields) =>
  Object.fromEntries(FIELD_NAMES.filter((n) => n in fields).map((n) => [n, fields[n]]));

/**
 * A merge's result as fields: parsed again, since two people's blocks together may break
 * a rule neither broke alone (more blocks than a page holds): 422 `merge_unfit`.
 */
function fieldsFrom(merged: RevisionFields): PageFields {
  const parsed = pageFieldsSchema.safeParse(pickFields(merged));
  if (!parsed.success) throw new DomainError('merge_unfit');
  return parsed.data;
}
