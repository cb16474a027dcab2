import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog, type AuditEntry } from '../audit/audit-log';
import { itemRecord, RevisionsService } from '../revisions/revisions.service';
import { refreshItemHealth } from './item-health';
import { lockItem } from './lock-item';
import { itemTarget } from './portfolio-audit';
import type { PortfolioItem } from './portfolio-item.entity';

/** What the audit log says of a change to an item; the item itself is the target. */
export type ItemEntry = Pick<AuditEntry, 'action' | 'changes' | 'actor'>;

/** What a change made inside `ItemEdits.edit` answers: the caller's result and its entry. */
export interface ItemChange<T> {
  result: T;
  entry: ItemEntry;
  /**
   * A part of a batch more parts follow (gallery uploads, issue 49): no revision of its
   * own; the batch's last part (or the item's next save) keeps it in one revision.
   */
  moreToCome?: boolean;
}

/**
 * The one way to change a portfolio item or one of its parts, used by every service of the
 * aggregate: in one transaction the item's row is locked (`lockItem`), the write opened
 * against the version the person started from (If-Match), the change made, the item's next
 * revision written, its content-health row refreshed and the audit entry recorded under
 * the item (`itemTarget`).
 */
@Injectable()
export class ItemEdits {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revisions: RevisionsService,
    private readonly audit: AuditLog,
  ) {}

  /** Locks the item, runs `change` and writes its revision and audit entry, in one transaction. */
  edit<T>(
    id: number,
    expected: number | null,
    change: (tx: EntityManager, item: PortfolioItem) => Promise<ItemChange<T>>,
  ): Promise<T> {
    return this.dataSource.transaction(async (tx) =>
      this.editLocked(tx, await lockItem(tx, id), expected, change),
    );
  }

  /** The same, in the caller's transaction, for an item it has locked already. */
  async editLocked<T>(
    tx: EntityManager,
    item: PortfolioItem,
    expected: number | null,
    change: (tx: EntityManager, item: PortfolioItem) => Promise<ItemChange<T>>,
  ): Promise<T> {
    const edit = await this.revisions.open(tx, itemRecord(item.id), expected);
    const { result, entry, moreToCome } = await change(tx, item);
    await refreshItemHealth(tx, item.id);
    if (!moreToCome)
      await this.revisions.write(tx, edit, entry.actor ? { actor: entry.actor } : {});
    await this.record(tx, item, entry);
    return result;
  }

  /** The audit entry of a change to an item without a revision (a preview link, a delete). */
  record(tx: EntityManager, item: PortfolioItem, entry: ItemEntry): Promise<void> {
    return this.audit.record(tx, { ...entry, target: itemTarget(item) });
  }
}
