import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { PortfolioItemDto } from '@prism/contracts';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { DomainError, notFound } from '../common/domain-error';
import { PublicReadCache } from '../content-version/public-read-cache';
import { ImagePipeline } from '../media/image/image-pipeline';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import type { PortfolioFields, PortfolioListQuery } from './portfolio.dto';
import { PortfolioItem } from './portfolio-item.entity';
import { PORTFOLIO_MEDIA_FOLDER } from './portfolio-media-keys';

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
    private readonly pipeline: ImagePipeline,
    private readonly media: MediaService,
    private readonly reads: PublicReadCache,
  ) {}

  /**
   * Featured first, then newest; optionally one category and the first `limit` only, so
   * the landing page's cost stays flat however large the portfolio grows.
   */
  list(query: PortfolioListQuery = {}): Promise<readonly PortfolioItemDto[]> {
    return this.reads.read(`portfolio ${query.category ?? '*'} ${query.limit ?? '*'}`, async () => {
      const rows = await this.items.find({
        where: query.category ? { category: query.category } : {},
        order: { featured: 'DESC', createdAt: 'DESC', id: 'DESC' },
        ...(query.limit ? { take: query.limit } : {}),
      });
      return rows.map((row) => this.toDto(row));
    });
  }

  get(id: number): Promise<PortfolioItemDto> {
    return this.reads.read(`portfolio item ${id}`, async () => {
      const row = await this.items.findOneBy({ id });
      if (!row) throw notFound('Portfolio item');
      return this.toDto(row);
    });
  }

  async create(fields: PortfolioFields, upload: Buffer | undefined): Promise<PortfolioItemDto> {
    if (!upload) {
      throw new DomainError('invalid', 'Please select an image for the portfolio item');
    }
    const image = await this.storeImage(upload);
    const row = await this.undoOnFailure(image, () =>
      this.items.save(this.items.create({ ...textsOf(fields), image })),
    );
    return this.toDto(row);
  }

  /**
   * Replaces the texts. A new image replaces the old one; without one, noImage 'true'
   * clears the image and anything else keeps it.
   */
  async update(
    id: number,
    fields: PortfolioFields,
    upload: Buffer | undefined,
  ): Promise<PortfolioItemDto> {
    // Cheap existence check first, so a wrong id costs no image work.
    if (!(await this.items.existsBy({ id }))) throw notFound('Portfolio item');
    const image = upload ? await this.storeImage(upload) : undefined;
    const { row, previous } = await this.undoOnFailure(image, () =>
      this.dataSource.transaction(async (tx) => {
        const current = await this.lockedRow(tx, id);
        const before = current.image;
        Object.assign(current, textsOf(fields));
        if (image) current.image = image;
        else if (fields.noImage === 'true') current.image = null;
        return { row: await tx.save(current), previous: before };
      }),
    );
    if (previous && previous.key !== row.image?.key) await this.media.discard(previous);
    return this.toDto(row);
  }

  async delete(id: number): Promise<void> {
    const image = await this.dataSource.transaction(async (tx) => {
      const row = await this.lockedRow(tx, id);
      await tx.delete(PortfolioItem, { id });
      return row.image;
    });
    await this.media.discard(image);
  }

  async deleteImage(id: number): Promise<void> {
    const image = await this.dataSource.transaction(async (tx) => {
      const row = await this.lockedRow(tx, id);
      if (!row.image) throw notFound('Image');
      const previous = row.image;
      row.image = null;
      await tx.save(row);
      return previous;
    });
    await this.media.discard(image);
  }

  /** CPU work, then the objects; both before any transaction (ADR 004). */
  private async storeImage(upload: Buffer): Promise<StoredImage> {
    return this.media.store(await this.pipeline.process(upload, PORTFOLIO_MEDIA_FOLDER));
  }

  /** Runs the database write; if it fails, the objects stored for it are removed. */
  private async undoOnFailure<T>(image: StoredImage | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      await this.media.discard(image);
      throw error;
    }
  }

  /** The row, locked for the rest of the transaction on PostgreSQL (SQLite serialises). */
  private async lockedRow(tx: EntityManager, id: number): Promise<PortfolioItem> {
    const row = await tx.findOne(PortfolioItem, {
      where: { id },
      ...(tx.dataSource.options.type === 'postgres'
        ? { lock: { mode: 'pessimistic_write' as const } }
        : {}),
    });
    if (!row) throw notFound('Portfolio item');
    return row;
  }

  private toDto(row: PortfolioItem): PortfolioItemDto {
    return {
      id: row.id,
      title: row.title,
      client: row.client,
      description: row.description,
      category: row.category,
      year: row.year,
      imageUrl: row.image ? this.media.urlOf(row.image.key) : null,
      image: row.image ? this.media.toDto(row.image) : null,
      featured: row.featured,
      createdAt: row.createdAt.toISOString(),
    };
  }
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
