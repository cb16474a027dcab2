import type { FocalPoint, Locale } from '@prism/contracts';
import type { MediaAsset as MediaAssetAnswer, MediaField } from '@prism/contracts/media-library';
import type { PublicImage } from '@prism/contracts/pages';
import { foldText } from '../common/search-terms';
import type { MediaService } from '../media/media.service';
import type { MediaAsset } from './media-asset.entity';

export function toMediaAssetAnswer(row: MediaAsset, media: MediaService): MediaAssetAnswer {
  return {
    id: row.id,
    fileName: row.fileName,
    bytes: row.bytes,
    imageUrl: media.urlOf(row.image.key),
    image: media.toDto(row.image),
    alt: { fr: row.altFr, en: row.altEn },
    caption: { fr: row.captionFr, en: row.captionEn },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The image as a public page shows it, its texts in the page's language only. */
export function toPublicImage(row: MediaAsset, locale: Locale, media: MediaService): PublicImage {
  return {
    id: row.id,
    imageUrl: media.urlOf(row.image.key),
    image: media.toDto(row.image),
    alt: locale === 'fr' ? row.altFr : row.altEn,
    caption: locale === 'fr' ? row.captionFr : row.captionEn,
  };
}

/** What the search looks in: the file name and every text, folded, as words between spaces. */
export function searchTextOf(
  row: Pick<MediaAsset, 'fileName' | 'altFr' | 'altEn' | 'captionFr' | 'captionEn'>,
): string {
  const words = foldText(
    [row.fileName, row.altFr, row.altEn, row.captionFr, row.captionEn].join(' '),
  ).match(/[\p{L}\p{N}]+/gu);
  return ` ${(words ?? []).join(' ')} `;
}

/** The value of each field a save may change, as a conflict names it. */
export function fieldValues(row: MediaAsset): Record<MediaField, string | FocalPoint | null> {
  return {
    'alt.fr': row.altFr,
    'alt.en': row.altEn,
    'caption.fr': row.captionFr,
    'caption.en': row.captionEn,
    focal: row.image.focal ?? null,
  };
}
