import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LOCALES,
  type BeforeAfterPairAnswer,
  type CaseStudyImageAnswer,
  type GalleryImageAnswer,
  type Locale,
  type MetricAnswer,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import type { PublicImage } from '@prism/contracts/pages';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { MediaLibraryService } from '../media-library/media-library.service';
import {
  altOf,
  captionOf,
  labelOf,
  readyIn,
  servicesOf,
  slugOf,
  textOf,
  translationsDto,
  type ItemChildren,
} from './item-languages';
import type { PortfolioItem } from './portfolio-item.entity';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';

/** Characters of the description a default meta description keeps. */
const META_DESCRIPTION_CHARS = 160;

type Children = ItemChildren;

/** Library images by id, with their texts in the answer's language. */
type LibraryImages = ReadonlyMap<number, PublicImage>;

/** Which language the flat texts are in, and whether both languages come too (staff). */
export interface DtoOptions {
  locale?: Locale;
  translations?: boolean;
}

/**
 * Turns portfolio rows into PortfolioItemAnswer: the original fields, the case-study fields
 * and the child rows (gallery, before/after, metrics), read in three queries per batch.
 */
@Injectable()
export class CaseStudyMapper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly library: MediaLibraryService,
  ) {}

  async toDtos(
    rows: PortfolioItem[],
    tx?: EntityManager,
    options: DtoOptions = {},
  ): Promise<PortfolioItemAnswer[]> {
    const children = await this.childrenOf(
      rows.map((r) => r.id),
      tx ?? this.dataSource.manager,
    );
    const library = await this.libraryImages(rows, [...children.values()], options);
    return rows.map((row) => this.toDto(row, children.get(row.id), library, options));
  }

  async toOneAnswer(
    row: PortfolioItem,
    tx?: EntityManager,
    options: DtoOptions = {},
  ): Promise<PortfolioItemAnswer> {
    const [dto] = await this.toDtos([row], tx, options);
    if (!dto) throw new Error('toDtos answers one DTO per row');
    return dto;
  }

  /**
   * One row's answer with the children given (a preview's, changed in memory): no query
   * but the library images', which the editor picks from the library, not the draft.
   */
  async answerWith(
    row: PortfolioItem,
    children: Children,
    options: DtoOptions = {},
  ): Promise<PortfolioItemAnswer> {
    return this.toDto(row, children, await this.libraryImages([row], [children], options), options);
  }

  /**
   * The library images the rows and their parts name, read at every answer so a replace
   * or a new alt text there shows here.
   */
  private libraryImages(
    rows: readonly PortfolioItem[],
    children: readonly Children[],
    { locale = 'en' }: DtoOptions,
  ): Promise<LibraryImages> {
    const ids = [
      ...rows.map((row) => row.coverMediaId),
      ...children.flatMap(({ gallery, pairs }) => [
        ...gallery.map((g) => g.mediaId),
        ...pairs.flatMap((p) => [p.beforeMediaId, p.afterMediaId]),
      ]),
    ].filter((id): id is number => id !== null);
    return this.library.resolve(ids, locale);
  }

  private async childrenOf(ids: number[], tx: EntityManager): Promise<Map<number, Children>> {
    const byItem = new Map<number, Children>();
    if (ids.length === 0) return byItem;
    const order = { itemId: 'ASC', position: 'ASC', id: 'ASC' } as const;
    // One IN list per chunk keeps every statement within the drivers' parameter limits.
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      const where = { itemId: In(chunk) };
      // In turn: `tx` may be a transaction, one connection running one query at a time.
      const gallery = await tx.find(GalleryImage, { where, order });
      const pairs = await tx.find(BeforeAfterPair, { where, order });
      const metrics = await tx.find(Metric, { where, order });
      const entry = (id: number) => {
        let found = byItem.get(id);
        if (!found) byItem.set(id, (found = { gallery: [], pairs: [], metrics: [] }));
        return found;
      };
      for (const g of gallery) entry(g.itemId).gallery.push(g);
      for (const p of pairs) entry(p.itemId).pairs.push(p);
      for (const m of metrics) entry(m.itemId).metrics.push(m);
    }
    return byItem;
  }

  private toDto(
    row: PortfolioItem,
    found: Children | undefined,
    library: LibraryImages,
    { locale = 'en', translations = true }: DtoOptions,
  ): PortfolioItemAnswer {
    const children = found ?? { gallery: [], pairs: [], metrics: [] };
    const libraryCover = row.coverMediaId ? library.get(row.coverMediaId) : undefined;
    const cover = this.partImage(row.image, row.coverMediaId, library);
    const title = textOf(row, 'title', locale);
    const description = textOf(row, 'description', locale);
    const metaTitle = textOf(row, 'metaTitle', locale);
    const metaDescription = textOf(row, 'metaDescription', locale);
    const alternates: PortfolioItemAnswer['alternates'] = {};
    for (const other of LOCALES) {
      const slug = slugOf(row, other);
      if (row.status === 'published' && readyIn(row, other) && slug) alternates[other] = slug;
    }
    return {
      id: row.id,
      title,
      client: row.client,
      description,
      category: row.category,
      year: row.year,
      imageUrl: cover?.imageUrl ?? null,
      image: cover?.image ?? null,
      coverMediaId: row.coverMediaId ?? null,
      featured: row.featured,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      order: row.displayOrder,
      // The project's own words for its cover, else the library's in that language.
      coverAlt: textOf(row, 'coverAlt', locale) || (libraryCover?.alt ?? ''),
      marketplace: row.marketplace,
      services: servicesOf(row, locale),
      challenge: textOf(row, 'challenge', locale),
      approach: textOf(row, 'approach', locale),
      metaTitle,
      metaDescription,
      seo: {
        title: metaTitle || title,
        description: metaDescription || defaultDescription(description),
      },
      gallery: children.gallery.flatMap((g) => this.galleryDto(g, locale, library)),
      beforeAfter: children.pairs.flatMap((p) => this.pairDto(p, locale, library)),
      metrics: children.metrics.map((m) => metricDto(m, locale)),
      updatedAt: row.updatedAt.toISOString(),
      locale,
      slug: slugOf(row, locale),
      alternates,
      ...(translations
        ? {
            translations: translationsDto(row, children),
            schedule: {
              publishAt: row.publishAt?.toISOString() ?? null,
              unpublishAt: row.unpublishAt?.toISOString() ?? null,
              scheduledBy: row.scheduledBy,
            },
          }
        : {}),
    };
  }

  /**
   * The cover, a gallery image or a pair side: its upload, or the library image it names
   * (null when that is gone: a part is left out, as a page leaves out a missing id).
   */
  private partImage(
    image: StoredImage | null,
    mediaId: number | null,
    library: LibraryImages,
  ): CaseStudyImageAnswer | null {
    if (mediaId) {
      const found = library.get(mediaId);
      return found ? this.libraryDto(found) : null;
    }
    return image ? this.imageDto(image) : null;
  }

  private imageDto(image: StoredImage): CaseStudyImageAnswer {
    return { imageUrl: this.media.urlOf(image.key), image: this.media.toDto(image) };
  }

  private libraryDto({ id, imageUrl, image }: PublicImage): CaseStudyImageAnswer {
    return { imageUrl, image, mediaId: id };
  }

  /** The project's own texts, else the library image's in that language. */
  private galleryDto(
    g: GalleryImage,
    locale: Locale,
    library: LibraryImages,
  ): GalleryImageAnswer[] {
    const image = this.partImage(g.image, g.mediaId, library);
    if (!image) return [];
    const shared = g.mediaId ? library.get(g.mediaId) : undefined;
    return [
      {
        id: g.id,
        alt: altOf(g, locale) || (shared?.alt ?? ''),
        caption: captionOf(g, locale) || (shared?.caption ?? ''),
        ...image,
      },
    ];
  }

  private pairDto(
    p: BeforeAfterPair,
    locale: Locale,
    library: LibraryImages,
  ): BeforeAfterPairAnswer[] {
    const before = this.partImage(p.before, p.beforeMediaId, library);
    const after = this.partImage(p.after, p.afterMediaId, library);
    return before && after ? [{ id: p.id, label: labelOf(p, locale), before, after }] : [];
  }
}

function metricDto(m: Metric, locale: Locale): MetricAnswer {
  return { label: labelOf(m, locale), before: m.before, after: m.after, unit: m.unit };
}

/** The description as one line, cut at a word within the meta description's length. */
function defaultDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, META_DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
