import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { cropWindow, type FocalPoint, type FocalPointBody } from '@prism/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { BeforeAfterPair, GalleryImage } from '../portfolio/case-study.entities';
import { DomainError, notFound } from '../common/domain-error';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { MediaLibraryService } from '../media-library/media-library.service';
import { ItemEdits } from '../portfolio/item-edits';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';

/** Open Graph's recommended size: 1.91:1. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Social cards kept in memory (about 100 KB each), least recently made out first. */
const OG_CACHE_ENTRIES = 64;

/**
 * Focal points (ADR 060): the point of each image every crop keeps in view, stored in the
 * image's own record, and the server's own crop, the Open Graph card, made around it.
 */
@Injectable()
export class FocalPoints {
  private readonly cards = new Map<string, Promise<Buffer>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly edits: ItemEdits,
    private readonly library: MediaLibraryService,
  ) {}

  /**
   * Sets the point of one image of an item: its cover, a gallery image, a pair's side. A
   * library image carries its own point, so it is set there, for every use.
   */
  async set(itemId: number, body: FocalPointBody, expected: number | null): Promise<void> {
    const focal = { x: body.x, y: body.y };
    const [kind = '', idText = ''] = body.image.split(':');
    const shared = await this.libraryImageOf(itemId, kind, Number(idText));
    if (shared) return this.library.aim(shared, focal);
    // A point is no field of the record's revisions: it merges with any other edit.
    await this.edits.edit(itemId, expected, async (tx, item) => {
      let was: FocalPoint | undefined;
      if (kind === 'cover') {
        if (!item.image) throw imageMissing('The item has no cover image');
        was = item.image.focal;
        item.image = { ...item.image, focal };
        await tx.save(item);
      } else if (kind === 'gallery') {
        const row = await tx.findOneBy(GalleryImage, { id: Number(idText), itemId });
        if (!row?.image) throw imageMissing(`The item has no gallery image ${idText}`);
        was = row.image.focal;
        row.image = { ...row.image, focal };
        await tx.save(row);
      } else {
        const side = kind === 'before' ? 'before' : 'after';
        const row = await tx.findOneBy(BeforeAfterPair, { id: Number(idText), itemId });
        const image = row?.[side];
        if (!row || !image) throw imageMissing(`The item has no before/after pair ${idText}`);
        was = image.focal;
        row[side] = { ...image, focal };
        await tx.save(row);
      }
      return {
        result: null,
        entry: {
          action: 'portfolio.focal_point',
          changes: {
            [body.image]: {
              before: was ? `${was.x},${was.y}` : null,
              after: `${focal.x},${focal.y}`,
            },
          },
        },
      };
    });
  }

  /** The library image one image of an item is, if it is one (else null). */
  private async libraryImageOf(
    itemId: number,
    kind: string,
    partId: number,
  ): Promise<number | null> {
    const manager = this.dataSource.manager;
    if (kind === 'cover') {
      const item = await manager.findOne(PortfolioItem, {
        where: { id: itemId },
        select: { id: true, coverMediaId: true },
      });
      return item?.coverMediaId ?? null;
    }
    if (kind === 'gallery') {
      const row = await manager.findOne(GalleryImage, {
        where: { id: partId, itemId },
        select: { id: true, mediaId: true },
      });
      return row?.mediaId ?? null;
    }
    const row = await manager.findOne(BeforeAfterPair, {
      where: { id: partId, itemId },
      select: { id: true, beforeMediaId: true, afterMediaId: true },
    });
    return (kind === 'before' ? row?.beforeMediaId : row?.afterMediaId) ?? null;
  }

  /**
   * The Open Graph card of a published item: its cover cut to 1200×630 around the cover's
   * focal point (the largest window of that shape, moved back inside the image), as JPEG.
   */
  async ogImage(itemId: number): Promise<Buffer> {
    const item = await this.dataSource.getRepository(PortfolioItem).findOneBy({ id: itemId });
    const image = item?.coverMediaId
      ? await this.library.storedImage(item.coverMediaId)
      : item?.image;
    if (!item || item.status !== 'published' || !image) throw notFound('image');
    const key = `${image.key} ${image.focal?.x ?? ''} ${image.focal?.y ?? ''}`;
    let card = this.cards.get(key);
    if (!card) {
      card = this.renderCard(image);
      this.cards.set(key, card);
      card.catch(() => this.cards.delete(key));
      for (const oldest of this.cards.keys()) {
        if (this.cards.size <= OG_CACHE_ENTRIES) break;
        this.cards.delete(oldest);
      }
    }
    return card;
  }

  private async renderCard(image: StoredImage): Promise<Buffer> {
    const object = await this.media.open(image.key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // The stored size is the rendition's own; read it from the bytes all the same.
    const { width, height } = await sharp(bytes).metadata();
    const window = cropWindow(width, height, OG_SIZE.width / OG_SIZE.height, image.focal);
    return sharp(bytes)
      .extract(window)
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'fill' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }
}

/** The item has no such image (cover, gallery or pair): a 404 naming the field. */
function imageMissing(_what: string): DomainError {
  return new DomainError(
    'not_found',
    { resource: 'image' },
    { fields: [{ field: 'image', code: 'not_found' }] },
  );
}
