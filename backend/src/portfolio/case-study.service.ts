import { changesOf } from '../audit/audit-changes';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CASE_STUDY_LIMITS,
  type GalleryImageAnswer,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError, invalidFields, notFound } from '../common/domain-error';
import { ItemEdits, type ItemChange } from './item-edits';
import { PortfolioImageStore } from './portfolio-image-store';
import { imageRef } from './portfolio-audit';
import { childrenOf, printsOf, settleReadiness, stampTexts } from './item-languages';
import { PortfolioItem } from './portfolio-item.entity';
import type { StoredImage } from '../media/image/stored-image';
import { PAIR_FIELDS } from './image-pair-upload.interceptor';
import type {
  BeforeAfterFields,
  BeforeAfterSources,
  CaseStudyFields,
  GalleryImageFields,
  GalleryImageSource,
  GalleryOrder,
} from './portfolio.dto';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';
import { CaseStudyMapper } from './case-study.mapper';
import { MediaLibraryService, type LibraryTexts } from '../media-library/media-library.service';

// A full gallery or set of pairs is the item's state, not a wrong request: 409, as for too
// many live preview links.
const GALLERY_FULL = () =>
  new DomainError('gallery_full', { max: CASE_STUDY_LIMITS.galleryImages });
const PAIRS_FULL = () => new DomainError('pairs_full', { max: CASE_STUDY_LIMITS.beforeAfterPairs });

/**
 * The case-study parts of a portfolio item: texts and results, gallery, before/after pairs.
 * Every change goes through `editParts` (ItemEdits: the item locked, its revision and audit
 * entry; then updatedAt, the sitemap's lastmod, touched); images are processed and stored
 * before it and removed if it fails (PortfolioImageStore).
 */
@Injectable()
export class CaseStudyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: PortfolioImageStore,
    private readonly mapper: CaseStudyMapper,
    private readonly edits: ItemEdits,
    private readonly library: MediaLibraryService,
  ) {}

  /**
   * Sets the texts given and, when given, the results as a list: a result keeps
   * the French label of its position unless one is given.
   */
  async saveCaseStudy(
    id: number,
    fields: CaseStudyFields,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    const { answer } = await this.editParts(id, expected, async (tx, item) => {
      const before = caseStudyTexts(item);
      setCaseStudyTexts(item, fields);
      const metrics = fields.metrics;
      if (metrics) {
        const previous = await tx.find(Metric, {
          where: { itemId: id },
          order: { position: 'ASC' },
        });
        await tx.delete(Metric, { itemId: id });
        if (metrics.length > 0) await tx.insert(Metric, metricRows(id, metrics, previous));
      }
      return {
        result: null,
        entry: {
          action: 'portfolio.case_study',
          changes: {
            ...changesOf(before, caseStudyTexts(item)),
            ...(metrics ? { metrics: { after: metrics.map((m) => m.label).join(', ') } } : {}),
          },
        },
      };
    });
    return answer;
  }

  /**
   * Adds an image at the end of the gallery: the file sent, else the library image
   * `mediaId` names, whose alt texts and captions fill the texts left empty. An image
   * without an English alt text either way is refused (`alt`).
   */
  async addGalleryImage(
    id: number,
    fields: GalleryImageFields,
    upload: Buffer | undefined,
    expected: number | null,
  ): Promise<GalleryImageAnswer> {
    if (!upload && fields.mediaId === undefined) {
      throw invalidFields([{ field: 'image', code: 'file_required' }]);
    }
    // Cheap checks first, so a wrong id or a full gallery costs no image work.
    await this.assertRoom(id, GalleryImage, CASE_STUDY_LIMITS.galleryImages, GALLERY_FULL);
    const mediaId = upload ? null : (fields.mediaId ?? null);
    const texts = mediaId ? (await this.libraryTexts({ mediaId })).get(mediaId) : undefined;
    const alt = fields.alt || (texts?.alt.en ?? '');
    if (!alt) throw invalidFields([{ field: 'alt', code: 'required' }]);
    const image = upload ? await this.images.store(upload) : undefined;
    const { answer, result: added } = await this.images.undoOnFailure(image, () =>
      this.editParts(id, expected, async (tx) => {
        const count = await tx.count(GalleryImage, { where: { itemId: id } });
        if (count >= CASE_STUDY_LIMITS.galleryImages) throw GALLERY_FULL();
        const saved = await tx.save(
          tx.create(GalleryImage, {
            itemId: id,
            position: await nextPosition(tx, GalleryImage, id),
            image: image ?? null,
            mediaId,
            alt,
            caption: fields.caption || (texts?.caption.en ?? ''),
            altFr: fields.altFr || (texts?.alt.fr ?? ''),
            captionFr: fields.captionFr || (texts?.caption.fr ?? ''),
          }),
        );
        return {
          result: saved.id,
          entry: {
            action: 'portfolio.gallery_add',
            changes: changesOf(null, { image: saved.id, alt: saved.alt, caption: saved.caption }),
          },
          // Images uploaded together are one revision of the item, written with the last.
          moreToCome: fields.more === 'true',
        };
      }),
    );
    const dto = answer.gallery.find((g) => g.id === added);
    // Deleted by someone else in the meantime.
    if (!dto) throw notFound('gallery_image');
    return dto;
  }

  /**
   * Puts another image in a gallery image's place: the file sent, else the library image
   * `mediaId` names. Its place, alt texts and captions stay, for staff to check beside the
   * new image. An upload it held goes with its files; a library image stays in the library.
   */
  async replaceGalleryImage(
    id: number,
    imageId: number,
    source: GalleryImageSource,
    upload: Buffer | undefined,
    expected: number | null,
  ): Promise<GalleryImageAnswer> {
    if (!upload && source.mediaId === undefined) {
      throw invalidFields([{ field: 'image', code: 'file_required' }]);
    }
    // Cheap checks first, so a wrong id costs no image work.
    await this.assertPart(id, GalleryImage, imageId, 'gallery_image');
    const mediaId = upload ? null : (source.mediaId ?? null);
    if (mediaId !== null) await this.libraryTexts({ mediaId });
    const image = upload ? await this.images.store(upload) : undefined;
    const { answer, result: replaced } = await this.images.undoOnFailure(image, () =>
      this.editParts(id, expected, async (tx) => {
        const row = await tx.findOneBy(GalleryImage, { id: imageId, itemId: id });
        if (!row) throw notFound('gallery_image');
        const before = imageRef(row.image, row.mediaId);
        const previous = row.image;
        row.image = image ?? null;
        row.mediaId = mediaId;
        await tx.save(row);
        return {
          result: previous,
          entry: {
            action: 'portfolio.gallery_replace',
            changes: changesOf({ image: before }, { image: imageRef(row.image, row.mediaId) }),
          },
        };
      }),
    );
    await this.images.discard(replaced);
    const dto = answer.gallery.find((g) => g.id === imageId);
    // Deleted by someone else in the meantime.
    if (!dto) throw notFound('gallery_image');
    return dto;
  }

  /**
   * Orders the gallery and sets every alt text and caption. The list must name exactly the
   * images the gallery holds now, else nothing changes (409): an edit made from a stale
   * screen never drops or revives an image.
   */
  async saveGallery(
    id: number,
    order: GalleryOrder,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    const { answer } = await this.editParts(id, expected, async (tx) => {
      const current = await tx.find(GalleryImage, { where: { itemId: id } });
      assertSameIds(
        current.map((g) => g.id),
        order.images.map((g) => g.id),
        'The gallery changed since it was loaded; reload and try again',
      );
      for (const [position, entry] of order.images.entries()) {
        await tx.update(
          GalleryImage,
          { id: entry.id, itemId: id },
          { position, alt: entry.alt, caption: entry.caption },
        );
      }
      return {
        result: null,
        entry: {
          action: 'portfolio.gallery_save',
          changes: changesOf(
            { order: current.map((g) => g.id).join(', ') },
            { order: order.images.map((g) => g.id).join(', ') },
          ),
        },
      };
    });
    return answer;
  }

  /** Removes a gallery image: an upload with its files, a library image stays there. */
  async deleteGalleryImage(id: number, imageId: number, expected: number | null): Promise<void> {
    const { result: removed } = await this.editParts(id, expected, async (tx) => {
      const row = await tx.findOneBy(GalleryImage, { id: imageId, itemId: id });
      if (!row) throw notFound('gallery_image');
      await tx.delete(GalleryImage, { id: imageId });
      return {
        result: row.image,
        entry: {
          action: 'portfolio.gallery_delete',
          changes: changesOf({ image: row.id, alt: row.alt }, null),
        },
      };
    });
    await this.images.discard(removed);
  }

  /**
   * Adds a before/after pair; each side is the file sent, else the library image its
   * `beforeMediaId` / `afterMediaId` names.
   */
  async addBeforeAfter(
    id: number,
    fields: BeforeAfterFields,
    before: Buffer | undefined,
    after: Buffer | undefined,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    const beforeMediaId = before ? null : (fields.beforeMediaId ?? null);
    const afterMediaId = after ? null : (fields.afterMediaId ?? null);
    if ((!before && !beforeMediaId) || (!after && !afterMediaId)) {
      throw invalidFields([
        ...(before || beforeMediaId ? [] : [{ field: 'before', code: 'file_required' } as const]),
        ...(after || afterMediaId ? [] : [{ field: 'after', code: 'file_required' } as const]),
      ]);
    }
    await this.assertRoom(id, BeforeAfterPair, CASE_STUDY_LIMITS.beforeAfterPairs, PAIRS_FULL);
    await this.libraryTexts({ beforeMediaId, afterMediaId });
    const beforeImage = before ? await this.images.store(before, 'before') : undefined;
    const afterImage = after
      ? await this.images.undoOnFailure(beforeImage, () => this.images.store(after, 'after'))
      : undefined;
    const { answer } = await this.images.undoOnFailure([beforeImage, afterImage], () =>
      this.editParts(id, expected, async (tx) => {
        const count = await tx.count(BeforeAfterPair, { where: { itemId: id } });
        if (count >= CASE_STUDY_LIMITS.beforeAfterPairs) throw PAIRS_FULL();
        await tx.save(
          tx.create(BeforeAfterPair, {
            itemId: id,
            position: await nextPosition(tx, BeforeAfterPair, id),
            label: fields.label,
            labelFr: fields.labelFr,
            before: beforeImage ?? null,
            after: afterImage ?? null,
            beforeMediaId,
            afterMediaId,
          }),
        );
        return {
          result: null,
          entry: {
            action: 'portfolio.before_after_add',
            changes: changesOf(null, { label: fields.label }),
          },
        };
      }),
    );
    return answer;
  }

  /**
   * Puts another image on each side of a pair the request names: the file sent, else the
   * library image its `beforeMediaId` / `afterMediaId` names. The label and place stay; an
   * upload a side held goes with its files, a library image stays in the library.
   */
  async replaceBeforeAfterImages(
    id: number,
    pairId: number,
    sources: BeforeAfterSources,
    uploads: Partial<Record<(typeof PAIR_FIELDS)[number], Buffer>>,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    const mediaIds = {
      before: uploads.before ? null : (sources.beforeMediaId ?? null),
      after: uploads.after ? null : (sources.afterMediaId ?? null),
    };
    const sides = PAIR_FIELDS.filter((side) => uploads[side] || mediaIds[side] !== null);
    if (sides.length === 0) {
      throw invalidFields(PAIR_FIELDS.map((field) => ({ field, code: 'file_required' }) as const));
    }
    // Cheap checks first, so a wrong id costs no image work.
    await this.assertPart(id, BeforeAfterPair, pairId, 'before_after_pair');
    await this.libraryTexts({ beforeMediaId: mediaIds.before, afterMediaId: mediaIds.after });
    const { before: beforeUpload, after: afterUpload } = uploads;
    const before = beforeUpload ? await this.images.store(beforeUpload, 'before') : undefined;
    const after = afterUpload
      ? await this.images.undoOnFailure(before, () => this.images.store(afterUpload, 'after'))
      : undefined;
    const stored = { before: before ?? null, after: after ?? null };
    const { answer, result: replaced } = await this.images.undoOnFailure([before, after], () =>
      this.editParts(id, expected, async (tx) => {
        const pair = await tx.findOneBy(BeforeAfterPair, { id: pairId, itemId: id });
        if (!pair) throw notFound('before_after_pair');
        const refs = () => ({
          before: imageRef(pair.before, pair.beforeMediaId),
          after: imageRef(pair.after, pair.afterMediaId),
        });
        const was = refs();
        const previous: (StoredImage | null)[] = [];
        for (const side of sides) {
          previous.push(pair[side]);
          pair[side] = stored[side];
          pair[side === 'before' ? 'beforeMediaId' : 'afterMediaId'] = mediaIds[side];
        }
        await tx.save(pair);
        return {
          result: previous,
          entry: { action: 'portfolio.before_after_replace', changes: changesOf(was, refs()) },
        };
      }),
    );
    await this.images.discard(...replaced);
    return answer;
  }

  /** Removes a pair: its uploads with their files; library images stay there. */
  async deleteBeforeAfter(id: number, pairId: number, expected: number | null): Promise<void> {
    const { result: removed } = await this.editParts(id, expected, async (tx) => {
      const row = await tx.findOneBy(BeforeAfterPair, { id: pairId, itemId: id });
      if (!row) throw notFound('before_after_pair');
      await tx.delete(BeforeAfterPair, { id: pairId });
      return {
        result: [row.before, row.after],
        entry: {
          action: 'portfolio.before_after_delete',
          changes: changesOf({ pair: row.id, label: row.label }, null),
        },
      };
    });
    await this.images.discard(...removed);
  }

  /**
   * The texts of the library images the fields name, by id; 400 naming each field whose
   * image is not in the library.
   */
  private async libraryTexts(
    named: Record<string, number | null>,
  ): Promise<Map<number, LibraryTexts>> {
    const ids = Object.values(named).filter((mediaId): mediaId is number => mediaId !== null);
    const texts = await this.library.textsOf(ids);
    const missing = Object.entries(named).filter(
      ([, mediaId]) => mediaId !== null && !texts.has(mediaId),
    );
    if (missing.length > 0) {
      throw invalidFields(missing.map(([field]) => ({ field, code: 'not_found' }) as const));
    }
    return texts;
  }

  /**
   * Every change to an item's parts, through the one item edit (ItemEdits): what each
   * language says is read before it, and after it updatedAt moves (the sitemap's lastmod),
   * a live language is never left incomplete and a language whose texts changed
   * is stamped. Answers the item, and what the change answers.
   */
  private editParts<T = null>(
    id: number,
    expected: number | null,
    change: (tx: EntityManager, item: PortfolioItem) => Promise<ItemChange<T>>,
  ): Promise<{ answer: PortfolioItemAnswer; result: T }> {
    return this.edits.edit(id, expected, async (tx, item) => {
      const said = printsOf(item, await childrenOf(tx, item.id));
      const { result, entry, moreToCome } = await change(tx, item);
      item.updatedAt = new Date();
      const children = await childrenOf(tx, item.id);
      settleReadiness(item, children);
      stampTexts(item, children, said);
      const answer = await this.mapper.toOneAnswer(await tx.save(item), tx);
      return { result: { answer, result }, entry, moreToCome };
    });
  }

  private async item(id: number): Promise<PortfolioItem> {
    const row = await this.dataSource.manager.findOneBy(PortfolioItem, { id });
    if (!row) throw notFound('portfolio_item');
    return row;
  }

  /** 404 unless the item exists and holds the part (`what` names it in the refusal). */
  private async assertPart(
    id: number,
    entity: typeof GalleryImage | typeof BeforeAfterPair,
    partId: number,
    what: 'gallery_image' | 'before_after_pair',
  ): Promise<void> {
    await this.item(id);
    if (!(await this.dataSource.manager.existsBy(entity, { id: partId, itemId: id }))) {
      throw notFound(what);
    }
  }

  private async assertRoom(
    id: number,
    entity: typeof GalleryImage | typeof BeforeAfterPair,
    limit: number,
    full: () => DomainError,
  ): Promise<void> {
    await this.item(id);
    if ((await this.dataSource.manager.count(entity, { where: { itemId: id } })) >= limit) {
      throw full();
    }
  }
}

/** Sets the case-study texts given on the item (a save's, or a preview's in memory). */
export function setCaseStudyTexts(item: PortfolioItem, fields: CaseStudyFields): void {
  if (fields.marketplace !== undefined) item.marketplace = fields.marketplace;
  if (fields.services !== undefined) item.services = JSON.stringify(fields.services);
  if (fields.challenge !== undefined) item.challenge = fields.challenge;
  if (fields.approach !== undefined) item.approach = fields.approach;
  if (fields.metaTitle !== undefined) item.metaTitle = fields.metaTitle;
  if (fields.metaDescription !== undefined) item.metaDescription = fields.metaDescription;
}

/** The results as given, in order: each keeps the French label of its position unless given one. */
export function metricRows(
  itemId: number,
  metrics: NonNullable<CaseStudyFields['metrics']>,
  previous: readonly Metric[],
): Metric[] {
  return metrics.map(({ labelFr, ...m }, position) =>
    Object.assign(new Metric(), {
      ...m,
      labelFr: labelFr ?? previous[position]?.labelFr ?? '',
      itemId,
      position,
    }),
  );
}

function caseStudyTexts(item: PortfolioItem) {
  return {
    marketplace: item.marketplace,
    services: item.services,
    challenge: item.challenge,
    approach: item.approach,
    metaTitle: item.metaTitle,
    metaDescription: item.metaDescription,
  };
}

async function nextPosition(
  tx: EntityManager,
  entity: typeof GalleryImage | typeof BeforeAfterPair,
  itemId: number,
): Promise<number> {
  const row = await tx
    .createQueryBuilder(entity, 'child')
    .select('MAX(child.position)', 'max')
    .where('child.itemId = :itemId', { itemId })
    .getRawOne<{ max: number | string | null }>();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The list must name exactly the rows there are now (`_what` says which list, for readers). */
export function assertSameIds(current: number[], sent: number[], _what: string): void {
  const known = new Set(current);
  if (sent.length !== known.size || sent.some((id) => !known.has(id))) {
    throw new DomainError('list_changed');
  }
}
