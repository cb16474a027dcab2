import type { EntityManager } from 'typeorm';
import type { StoredImage } from '../media/image/stored-image';
import { BeforeAfterPair, GalleryImage } from './case-study.entities';
import { ItemHealth } from './item-health.entity';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * Writes an item's content-health row from what it holds now: called in the transaction of
 * every change to an item or its parts (ItemEdits, the create, a restore, the seed), after
 * the change. Reads one item's images, so its cost does not grow with the portfolio.
 */
export async function refreshItemHealth(tx: EntityManager, itemId: number): Promise<void> {
  const item = await tx.findOne(PortfolioItem, {
    where: { id: itemId },
    select: { id: true, image: true, coverMediaId: true, coverAlt: true },
  });
  if (!item) return;
  const gallery = await tx.find(GalleryImage, {
    where: { itemId },
    select: { id: true, alt: true, image: true },
  });
  const pairs = await tx.find(BeforeAfterPair, {
    where: { itemId },
    select: { id: true, before: true, after: true },
  });
  // A library image's upload size is the library's to show, not a project's finding.
  const images: (StoredImage | null)[] = [
    item.image,
    ...gallery.map((g) => g.image),
    ...pairs.flatMap((p) => [p.before, p.after]),
  ];
  await tx.upsert(
    ItemHealth,
    {
      itemId,
      missingAlt:
        ((item.image || item.coverMediaId) && !item.coverAlt.trim() ? 1 : 0) +
        gallery.filter((g) => !g.alt.trim()).length,
      largestOriginalBytes: Math.max(0, ...images.map((image) => image?.originalBytes ?? 0)),
    },
    ['itemId'],
  );
}
