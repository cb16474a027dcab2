import { Injectable, Logger } from '@nestjs/common';
import { CENTRE, type PortfolioImage } from '@prism/contracts';
import { AppConfig } from '../config/app-config';
import { notFound } from '../common/domain-error';
import type { ProcessedImage } from './image/image-pipeline';
import { keysOf, type StoredImage } from './image/stored-image';
import { isValidObjectKey } from './storage/object-key';
import { ObjectStorage, type ObjectStream } from './storage/object-storage';

/**
 * Media as the rest of the backend sees it: store the files of a processed image (all or
 * none), discard an image's objects, open an object for /media, and turn keys into the
 * URLs API answers carry (/media/<key>, or S3_PUBLIC_URL/<key>).
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');
  private readonly baseUrl: string;

  constructor(
    private readonly storage: ObjectStorage,
    config: AppConfig,
  ) {
    this.baseUrl = config.mediaPublicUrl ?? '/media';
  }

  /**
   * Puts every file of the image. If one put fails, the ones already stored are removed
   * and the error is rethrown, so a failed upload leaves nothing behind.
   */
  async store(processed: ProcessedImage): Promise<StoredImage> {
    const results = await Promise.allSettled(
      processed.files.map((f) => this.storage.put(f.key, f.bytes, f.contentType)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await this.discard(processed.image);
      throw failed.reason;
    }
    return processed.image;
  }

  /**
   * Removes every object of the image. Never throws: it runs after the row that named the
   * objects is gone, and anything it can't remove is an orphan the sweep finds later.
   */
  async discard(image: StoredImage | null | undefined): Promise<void> {
    const keys = keysOf(image);
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    const failures = results.filter((r) => r.status === 'rejected').length;
    if (failures > 0) {
      this.logger.warn(`${failures} of ${keys.length} objects left for media:sweep`);
    }
  }

  /** The object for GET /media/<key>; a key outside the grammar is simply not there. */
  async open(key: string): Promise<ObjectStream> {
    const object = isValidObjectKey(key) ? await this.storage.get(key) : null;
    if (!object) throw notFound('file');
    return object;
  }

  urlOf(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  toDto(image: StoredImage): PortfolioImage {
    return {
      width: image.width,
      height: image.height,
      variants: image.variants.map((v) => ({
        url: this.urlOf(v.key),
        width: v.width,
        height: v.height,
        format: v.format,
      })),
      focal: image.focal ?? CENTRE,
    };
  }
}
