import type { PortfolioItem } from './portfolio-item.entity';

/** How an audit entry names a portfolio item (its case-study parts included). */
export function itemTarget(row: Pick<PortfolioItem, 'id' | 'title'>) {
  return { type: 'portfolio', id: row.id, label: row.title };
}
