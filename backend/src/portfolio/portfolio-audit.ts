import type { PortfolioItem } from './portfolio-item.entity';

/** How an audit entry names a portfolio item (its case-study parts included). */
export function itemTarget(row: Pick<PortfolioItem, 'id' | 'title'>) {
  return { type: 'portfolio', id: row.id, label: row.title };
}

/** How the audit log and revisions name an item's cover: its upload's key or its library id. */
export function coverRef(row: Pick<PortfolioItem, 'image' | 'coverMediaId'>): string | null {
  if (row.image) return row.image.key;
  return row.coverMediaId ? `library:${row.coverMediaId}` : null;
}
