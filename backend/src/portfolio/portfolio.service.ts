import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { PortfolioItemAnswer } from '@prism/contracts';
import { BeforeAfterPair, GalleryImage } from '../case-study/case-study.entities';
import { CaseStudyMapper } from '../case-study/case-study.mapper';
import { DataSource, Repository } from 'typeorm';
import { DomainError, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import type { PortfolioFields, PortfolioListQuery } from './portfolio.dto';
import { PortfolioItem } from './portfolio-item.entity';
import { lockItem } from './lock-item';
import { itemTarget } from './portfolio-audit';
import { PortfolioImageStore } from './portfolio-image-store';

/**
 * Portfolio items and their images. The order of work keeps rows and objects consistent
 * (docs/architecture.md, "Data"): image work and uploads first, then the row in a short
 * transaction; objects a failed write had stored are removed; objects a row no longer
 * names are removed only after the change is committed.
 */
@Injectable()
export class PortfolioService {
  constructor(
    @InjectRepository(PortfolioItem) private readonly items: Repository<PortfolioItem>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: PortfolioImageStore,
    private readonly reads: PublicReadCache,
    private readonly mapper: CaseStudyMapper,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Featured first, then the manual order, then newest; optionally one category and the
   * first `limit` only, so the landing page's cost stays flat however large the portfolio
   * grows. Visitors see published items only; staff see drafts too.
   */
  list(
    query: PortfolioListQuery = {},
    staff = false,
  ): Promise<PublicAnswer<readonly PortfolioItemAnswer[]>> {
    const key = `portfolio ${staff ? 'staff' : 'public'} ${query.category ?? '*'} ${query.limit ?? '*'}`;
    return this.reads.answer(key, async () => {
      const rows = await this.items.find({
        where: {
          ...(query.category ? { category: query.category } : {}),
          ...(staff ? {} : { status: 'published' as const }),
        },
        order: { featured: 'DESC', displayOrder: 'ASC', createdAt: 'DESC', id: 'DESC' },
        ...(query.limit ? { take: query.limit } : {}),
      });
      return this.mapper.toDtos(rows);
    });
  }

  /** One item; a draft is "not found" for a visitor, the same answer as a missing id. */
  get(id: number, staff = false): Promise<PublicAnswer<PortfolioItemAnswer>> {
    return this.reads.answer(`portfolio item ${staff ? 'staff' : 'public'} ${id}`, async () => {
      const row = await this.items.findOneBy({ id });
      if (!row || (!staff && row.status !== 'published')) throw notFound('Portfolio item');
      return this.mapper.toOneAnswer(row);
    });
  }

  async create(fields: PortfolioFields, upload: Buffer | undefined): Promise<PortfolioItemAnswer> {
    if (!upload) {
      throw new DomainError('invalid', 'Please select an image for the portfolio item');
    }
    const image = await this.images.store(upload);
    const row = await this.images.undoOnFailure(image, () =>
      this.audit.change(
        (tx) =>
          tx.save(
            this.items.create({
              ...textsOf(fields),
              image,
              status: fields.status ?? 'published',
              coverAlt: fields.coverAlt ?? '',
            }),
          ),
        (saved) => ({
          action: 'portfolio.create',
          target: itemTarget(saved),
          changes: changesOf(null, summaryOf(saved)),
        }),
      ),
    );
    return this.mapper.toOneAnswer(row);
  }

  /**
   * Replaces the texts. A new image replaces the old one; without one, noImage 'true'
   * clears the image and anything else keeps it.
   */
  async update(
    id: number,
    fields: PortfolioFields,
    upload: Buffer | undefined,
  ): Promise<PortfolioItemAnswer> {
    // Cheap existence check first, so a wrong id costs no image work.
    if (!(await this.items.existsBy({ id }))) throw notFound('Portfolio item');
    const image = upload ? await this.images.store(upload) : undefined;
    const { row, previous } = await this.images.undoOnFailure(image, () =>
      this.dataSource.transaction(async (tx) => {
        const current = await lockItem(tx, id);
        const before = current.image;
        const was = summaryOf(current);
        Object.assign(current, textsOf(fields));
        if (fields.status) current.status = fields.status;
        if (fields.coverAlt !== undefined) current.coverAlt = fields.coverAlt;
        if (image) current.image = image;
        else if (fields.noImage === 'true') current.image = null;
        const row = await tx.save(current);
        await this.audit.record(tx, {
          action: 'portfolio.update',
          target: itemTarget(row),
          changes: changesOf(was, summaryOf(row)),
        });
        return { row, previous: before };
      }),
    );
    if (previous && previous.key !== row.image?.key) await this.images.discard(previous);
    return this.mapper.toOneAnswer(row);
  }

  /** Deletes the item and its gallery and before/after rows (cascade), then their files. */
  async delete(id: number): Promise<void> {
    const images = await this.dataSource.transaction(async (tx) => {
      const row = await lockItem(tx, id);
      const gallery = await tx.find(GalleryImage, { where: { itemId: id } });
      const pairs = await tx.find(BeforeAfterPair, { where: { itemId: id } });
      await tx.delete(PortfolioItem, { id });
      await this.audit.record(tx, {
        action: 'portfolio.delete',
        target: itemTarget(row),
        changes: changesOf(summaryOf(row), null),
      });
      return [
        row.image,
        ...gallery.map((g) => g.image),
        ...pairs.flatMap((p) => [p.before, p.after]),
      ];
    });
    await this.images.discard(...images);
  }

  async deleteImage(id: number): Promise<void> {
    const image = await this.dataSource.transaction(async (tx) => {
      const row = await lockItem(tx, id);
      if (!row.image) throw notFound('Image');
      const previous = row.image;
      row.image = null;
      await tx.save(row);
      await this.audit.record(tx, {
        action: 'portfolio.image_delete',
        target: itemTarget(row),
        changes: { image: { before: previous.key, after: null } },
      });
      return previous;
    });
    await this.images.discard(image);
  }
}

/** An item's fields as its audit entries name them (the image by its key). */
function summaryOf(row: PortfolioItem) {
  return {
    title: row.title,
    client: row.client,
    description: row.description,
    category: row.category,
    year: row.year,
    featured: row.featured,
    status: row.status,
    coverAlt: row.coverAlt,
    image: row.image?.key ?? null,
  };
}

function textsOf(fields: PortfolioFields) {
  return {
    title: fields.title,
    client: fields.client,
    description: fields.description,
    category: fields.category,
    year: fields.year,
    featured: fields.featured === 'true',
  };
}
