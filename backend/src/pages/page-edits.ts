import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PageAnswer } from '@prism/contracts/pages';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog, type AuditEntry } from '../audit/audit-log';
import { RevisionsService, type RecordEdit, type RecordRef } from '../revisions/revisions.service';
import type { Page } from './page.entity';
import { fieldsOf, liveOf, lockPage, missingOf, pageTarget } from './page-fields';

export const pageRecord = (id: number): RecordRef => ({ kind: 'page', recordId: String(id) });

/** What the audit log says of a change to a page; the page itself is the target. */
export type PageEntry = Pick<AuditEntry, 'action' | 'changes' | 'actor'>;

/**
 * The one way to change a page, as `ItemEdits` is an item's: in one transaction the row is
 * locked, the write opened against the version the person started from (If-Match), the
 * change made, the next revision written and the audit entry recorded under the page.
 * Answers the page as staff read it, at its new version.
 */
@Injectable()
export class PageEdits {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revisions: RevisionsService,
    private readonly audit: AuditLog,
  ) {}

  edit(
    id: number,
    expected: number | null,
    change: (tx: EntityManager, row: Page, edit: RecordEdit) => Promise<PageEntry>,
  ): Promise<PageAnswer> {
    return this.dataSource.transaction(async (tx) =>
      this.editLocked(tx, await lockPage(tx, id), expected, change),
    );
  }

  /** The same, in the caller's transaction, for a page it has locked already (a job). */
  async editLocked(
    tx: EntityManager,
    row: Page,
    expected: number | null,
    change: (tx: EntityManager, row: Page, edit: RecordEdit) => Promise<PageEntry>,
  ): Promise<PageAnswer> {
    const edit = await this.revisions.open(tx, pageRecord(row.id), expected);
    const entry = await change(tx, row, edit);
    const version = await this.revisions.write(tx, edit, entry.actor ? { actor: entry.actor } : {});
    await this.record(tx, row, entry);
    return answerOf(row, version);
  }

  record(tx: EntityManager, row: Page, entry: PageEntry): Promise<void> {
    return this.audit.record(tx, { ...entry, target: pageTarget(row) });
  }
}

/** A page as staff read it. */
export function answerOf(row: Page, version: number): PageAnswer {
  return {
    id: row.id,
    ...fieldsOf(row),
    live: liveOf(row),
    missing: missingOf(row),
    schedule: {
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
      scheduledBy: row.scheduledBy,
    },
    version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page's texts as its audit entries name them (the blocks by count). */
export const summaryOf = (row: Page) => ({
  titleFr: row.titleFr,
  titleEn: row.titleEn,
  slugFr: row.slugFr,
  slugEn: row.slugEn,
  metaTitleFr: row.metaTitleFr,
  metaTitleEn: row.metaTitleEn,
  metaDescriptionFr: row.metaDescriptionFr,
  metaDescriptionEn: row.metaDescriptionEn,
  blocks: row.blocks.length,
  ...(row.kind === 'post'
    ? {
        author: row.author,
        date: row.postDate,
        categoryFr: row.categoryFr,
        categoryEn: row.categoryEn,
        coverId: row.coverId,
        relatedProjectIds: (row.relatedProjectIds ?? []).join(','),
      }
    : {}),
  liveFr: row.liveFr,
  liveEn: row.liveEn,
});
