import type { EntityManager } from 'typeorm';
import { notFound } from '../common/domain-error';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * The item's row, locked for the rest of the transaction on PostgreSQL (SQLite serialises
 * units of work): every change to an item or its gallery, pairs, metrics, schedule
 * or preview links goes through it, so concurrent edits of one item queue up.
 */
export async function lockItem(tx: EntityManager, id: number): Promise<PortfolioItem> {
  const row = await findLockedItem(tx, id);
  if (!row) throw notFound('portfolio_item');
  return row;
}

/** The same lock, for a caller to whom a deleted item is no error (a scheduled job). */
export function findLockedItem(tx: EntityManager, id: number): Promise<PortfolioItem | null> {
  return tx.findOne(PortfolioItem, {
    where: { id },
    ...(tx.dataSource.options.type === 'postgres'
      ? { lock: { mode: 'pessimistic_write' as const } }
      : {}),
  });
}
