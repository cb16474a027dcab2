import type { DataSource } from 'typeorm';
import { BeforeAfterPair, GalleryImage } from './case-study.entities';
import { keysOf } from '../media/image/stored-image';
import { PortfolioItem } from './portfolio-item.entity';

/** Objects of portfolio images live under keys `portfolio/...`. */
export const PORTFOLIO_MEDIA_FOLDER = 'portfolio';

/**
 * Every object key some portfolio row names (covers, gallery images, before/after pairs
 * uploaded for the project; library images are the library's); media:sweep removes the others.
 */
export async function portfolioMediaKeys(dataSource: DataSource): Promise<Set<string>> {
  const [items, gallery, pairs] = await Promise.all([
    dataSource.getRepository(PortfolioItem).find({ select: { id: true, image: true } }),
    dataSource.getRepository(GalleryImage).find({ select: { id: true, image: true } }),
    dataSource
      .getRepository(BeforeAfterPair)
      .find({ select: { id: true, before: true, after: true } }),
  ]);
  return new Set([
    ...items.flatMap((row) => keysOf(row.image)),
    ...gallery.flatMap((row) => keysOf(row.image)),
    ...pairs.flatMap((row) => [...keysOf(row.before), ...keysOf(row.after)]),
  ]);
}
