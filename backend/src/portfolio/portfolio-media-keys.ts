import type { DataSource } from 'typeorm';
import { keysOf } from '../media/image/stored-image';
import { PortfolioItem } from './portfolio-item.entity';

/** Objects of portfolio images live under keys `portfolio/...`. */
export const PORTFOLIO_MEDIA_FOLDER = 'portfolio';

/** Every object key some portfolio item names; media:sweep removes the others. */
export async function portfolioMediaKeys(dataSource: DataSource): Promise<Set<string>> {
  const rows = await dataSource
    .getRepository(PortfolioItem)
    .find({ select: { id: true, image: true } });
  return new Set(rows.flatMap((row) => keysOf(row.image)));
}
