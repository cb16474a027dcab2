import { Injectable } from '@nestjs/common';
import { ImagePipeline } from '../media/image/image-pipeline';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { PORTFOLIO_MEDIA_FOLDER } from './portfolio-media-keys';

/**
 * The order of work that keeps rows and objects consistent (docs/architecture.md, "Data")
 * for every portfolio image, cover, gallery or before/after: image work and uploads
 * first, then the row; objects a failed write had stored are removed.
 */
@Injectable()
export class PortfolioImageStore {
  constructor(
    private readonly pipeline: ImagePipeline,
    private readonly media: MediaService,
  ) {}

  /**
   * CPU work, then the objects; both before any transaction, which on SQLite
   * would hold every other query while it waited. The upload's size
   * stays with the image, so the content-health panel can point at oversized originals.
   * `field`: the form field the upload came in, which a refusal names.
   */
  async store(upload: Buffer, field?: string): Promise<StoredImage> {
    const image = await this.media.store(
      await this.pipeline.process(upload, PORTFOLIO_MEDIA_FOLDER, field),
    );
    return { ...image, originalBytes: upload.length };
  }

  /** Runs the database write; if it fails, the objects stored for it are removed. */
  async undoOnFailure<T>(
    images: StoredImage | readonly (StoredImage | undefined)[] | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.discard(...(images === undefined || 'key' in images ? [images] : images));
      throw error;
    }
  }

  /** Removes the objects of images no row names any more (never throws). */
  async discard(...images: readonly (StoredImage | null | undefined)[]): Promise<void> {
    for (const image of images) await this.media.discard(image);
  }
}
