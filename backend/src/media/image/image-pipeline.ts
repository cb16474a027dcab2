import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_VARIANT_WIDTHS, LIMITS } from '@prism/contracts';
import { Semaphore } from 'async-mutex';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../config/app-config';
import { uploadFolder } from '../storage/object-key';
import { sniffImageType, type AcceptedImageType } from './image-sniff';
import { IMAGE_FIELD } from './image-upload.interceptor';
import type { StoredImage, StoredVariant } from './stored-image';

/** A file ready for the object store. */
export interface RenderedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** The outcome of the pipeline: the files to store and the image record that names them. */
export interface ProcessedImage {
  files: RenderedFile[];
  image: StoredImage;
}

type Format = StoredVariant['format'];

const FORMATS: readonly { format: Format; ext: string; contentType: string }[] = [
  { format: 'avif', ext: 'avif', contentType: 'image/avif' },
  { format: 'webp', ext: 'webp', contentType: 'image/webp' },
  { format: 'jpeg', ext: 'jpg', contentType: 'image/jpeg' },
];

/** What sharp calls each accepted type once it has read the header. */
const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

const MAX_MEGAPIXELS = Math.round(LIMITS.image.maxPixels / 1_000_000);
const ACCEPTED = 'JPEG, PNG, WebP, AVIF or GIF';

/**
 * Turns untrusted upload bytes into safe, responsive renditions (ADR 007):
 * type by magic bytes → size and pixel limits → EXIF rotation applied, metadata stripped,
 * sRGB → AVIF, WebP and JPEG at each width of IMAGE_VARIANT_WIDTHS the image can fill
 * (never upscaled) → server-generated, content-hashed keys. Pure CPU, no I/O: callers run
 * it before any database transaction.
 */
@Injectable()
export class ImagePipeline {
  /** Encoding is CPU- and memory-heavy: at most two images at a time per process. */
  private readonly slots = new Semaphore(2);
  /** How hard the encoders work: 'fastest' under NODE_ENV=test, else 'full'. */
  readonly effort: Effort;

  /**
   * Under NODE_ENV=test the encoders run at their fastest settings: the same formats and
   * widths, larger files. The suites draw and encode the demo's forty images in every app
   * that seeds it, which at full effort was most of those files' CPU time (ADR 055).
   */
  constructor(@Inject(AppConfig) config: Pick<AppConfig, 'env'>) {
    this.effort = config.env === 'test' ? 'fastest' : 'full';
  }

  /** `field`: the form field the bytes came in, which every refusal names (`fields`). */
  async process(
    bytes: Buffer,
    prefix: string,
    field: string = IMAGE_FIELD,
  ): Promise<ProcessedImage> {
    const refuse = refusals(field);
    if (bytes.length === 0) throw refuse.unreadable();
    if (bytes.length > LIMITS.image.maxBytes) throw refuse.tooLarge();
    const type = sniffImageType(bytes);
    if (!type) throw refuse.type();
    return this.slots.runExclusive(() => this.render(bytes, type, prefix, refuse));
  }

  private async render(bytes: Buffer, type: AcceptedImageType, prefix: string, refuse: Refusals) {
    const decode = decoding(refuse);
    const meta = await decode(() => load(bytes).metadata());
    assertMatches(meta, type, refuse);
    const width = meta.autoOrient.width;
    const dir = uploadFolder(prefix, bytes);

    const files: RenderedFile[] = [];
    const variants: StoredVariant[] = [];
    for (const { format, ext, contentType } of FORMATS) {
      for (const target of variantWidths(width)) {
        const { data, info } = await decode(() =>
          encode(
            load(bytes).resize({ width: target, withoutEnlargement: true }),
            format,
            this.effort,
          ).toBuffer({
            resolveWithObject: true,
          }),
        );
        const key = `${dir}/${info.width}.${ext}`;
        files.push({ key, bytes: data, contentType });
        variants.push({ key, width: info.width, height: info.height, format });
      }
    }
    const main = variants.filter((v) => v.format === 'jpeg').at(-1);
    if (!main) throw new Error('image pipeline: no JPEG variant was written');
    return {
      files,
      image: { key: main.key, width: main.width, height: main.height, variants },
    } satisfies ProcessedImage;
  }
}

/** The widths to write: each standard width below the image's own, and its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...IMAGE_VARIANT_WIDTHS);
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Every read of the upload: the pixel limit stops decompression bombs before decoding,
 * 'warning' refuses truncated or corrupt data, autoOrient applies EXIF rotation, and the
 * first frame of an animation is used.
 */
function load(bytes: Buffer): Sharp {
  return sharp(bytes, {
    limitInputPixels: LIMITS.image.maxPixels,
    failOn: 'warning',
    autoOrient: true,
    pages: 1,
  });
}

export type Effort = 'full' | 'fastest';

/** Output options; no withMetadata(), so EXIF, XMP and ICC are stripped and pixels are sRGB. */
function encode(image: Sharp, format: Format, effort: Effort): Sharp {
  const full = effort === 'full';
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: full ? 2 : 0 });
    case 'webp':
      return image.webp({ quality: 80, effort: full ? 4 : 0 });
    case 'jpeg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: full, progressive: true });
  }
}

function assertMatches(meta: Metadata, type: AcceptedImageType, refuse: Refusals): void {
  const av1 = type !== 'avif' || meta.compression === 'av1';
  if (meta.format !== SHARP_FORMAT[type] || !av1) throw refuse.type();
  if (!meta.width || !meta.height) throw refuse.unreadable();
  if (meta.width * meta.height > LIMITS.image.maxPixels) throw refuse.tooManyPixels();
}

/**
 * The pipeline's refusals, each naming the form field the image came in (a pair's form
 * carries two), with the top-level code saying what is wrong with it.
 */
function refusals(field: string) {
  const fields = [{ field, code: 'invalid' as const }];
  return {
    unreadable: () => new DomainError('image_unreadable', {}, { fields }),
    tooLarge: () =>
      new DomainError(
        'image_too_large',
        { maxMb: LIMITS.image.maxBytes / 1024 / 1024 },
        { fields },
      ),
    type: () => new DomainError('image_type', { accepted: ACCEPTED }, { fields }),
    tooManyPixels: () =>
      new DomainError('image_dimensions', { maxMegapixels: MAX_MEGAPIXELS }, { fields }),
  };
}
type Refusals = ReturnType<typeof refusals>;

/** sharp's errors, as the client should read them: a bomb is 413, anything else 400. */
function decoding(refuse: Refusals) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw /pixel limit/i.test(message) ? refuse.tooManyPixels() : refuse.unreadable();
    }
  };
}
