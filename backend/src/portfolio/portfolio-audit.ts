import type { StoredImage } from '../media/image/stored-image';
import type { PortfolioItem } from './portfolio-item.entity';

/** How an audit entry names a portfolio item (its case-study parts included). */
export function itemTarget(row: Pick<PortfolioItem, 'id' | 'title'>) {
  return { type: 'portfolio', id: row.id, label: row.title };
}

/** How the audit log and revisions name an item's cover: its upload's key or its library id. */
export function coverRef(row: Pick<PortfolioItem, 'image' | 'coverMediaId'>): string | null {
  return imageRef(row.image, row.coverMediaId);
}

/** How they name any image of an item (cover, gallery, pair side): its key or its library id. */
export function imageRef(image: StoredImage | null, mediaId: number | null): string | null {
  if (image) return image.key;
  return mediaId ? `library:${mediaId}` : null;
}
