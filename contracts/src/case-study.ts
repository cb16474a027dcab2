/**
 * Case studies: what a portfolio item carries beyond the original form (status, gallery,
 * before/after pairs, results, marketplace, services, challenge and approach, SEO texts),
 * the inputs of their calls, and the preview links that show a draft to a client.
 */
import { z } from './zod';
import { plainText } from './plain-text';
import { fieldCode } from './error-codes';

export const PORTFOLIO_STATUSES = ['draft', 'published'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const CASE_STUDY_LIMITS = {
  galleryImages: 24,
  beforeAfterPairs: 6,
  metrics: 8,
  services: 12,
  alt: 200,
  caption: 300,
  marketplace: 60,
  service: 60,
  story: 5000,
  metaTitle: 70,
  metaDescription: 160,
  metricLabel: 40,
  metricUnit: 12,
  metricValue: 1e12,
  /** Preview links last between one hour and 90 days. */
  previewHours: { min: 1, max: 90 * 24, default: 7 * 24 },
  previewLinksPerItem: 20,
} as const;

/** A draft older than this shows up in the content-health panel. */
export const STALE_DRAFT_DAYS = 30;

const requiredText = (label: string, max: number) =>
  plainText(label, max).pipe(z.string().min(1, `${label} is required`));

/** A media library image's id as a form gives it: a positive whole number, as text. */
export const LIBRARY_ID = /^[1-9]\d{0,8}$/;

/** A multipart field naming a media library image (ADR 097), parsed to its id. */
export const libraryIdText = (label: string) =>
  z.string().regex(LIBRARY_ID, `${label} must be an image id`).transform(Number);

export const portfolioStatusSchema = z.enum(PORTFOLIO_STATUSES, {
  error: "Status must be 'draft' or 'published'",
});

const metricValue = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-CASE_STUDY_LIMITS.metricValue, `${label} is out of range`)
    .max(CASE_STUDY_LIMITS.metricValue, `${label} is out of range`);

export const metricSchema = z.object({
  label: requiredText('Metric label', CASE_STUDY_LIMITS.metricLabel),
  before: metricValue('Before'),
  after: metricValue('After'),
  unit: plainText('Unit', CASE_STUDY_LIMITS.metricUnit).default(''),
  /**
   * The French label; absent: the French label at this position stays. A published item
   * ready in French takes a new result only with it.
   */
  labelFr: plainText('French metric label', CASE_STUDY_LIMITS.metricLabel).optional(),
});
export type MetricInput = z.input<typeof metricSchema>;

/**
 * PUT /api/portfolio/:id/case-study: the fields the person changed; absent, a
 * field stays as it is. The results, when given, are replaced as a list.
 */
export const caseStudySchema = z.object({
  marketplace: plainText('Marketplace', CASE_STUDY_LIMITS.marketplace).optional(),
  services: z
    .array(requiredText('Service', CASE_STUDY_LIMITS.service), {
      error: 'Services must be a list',
    })
    .max(CASE_STUDY_LIMITS.services, `At most ${CASE_STUDY_LIMITS.services} services`)
    .optional(),
  challenge: plainText('Challenge', CASE_STUDY_LIMITS.story).optional(),
  approach: plainText('Approach', CASE_STUDY_LIMITS.story).optional(),
  metaTitle: plainText('Meta title', CASE_STUDY_LIMITS.metaTitle).optional(),
  metaDescription: plainText('Meta description', CASE_STUDY_LIMITS.metaDescription).optional(),
  metrics: z
    .array(metricSchema, { error: 'Metrics must be a list' })
    .max(CASE_STUDY_LIMITS.metrics, `At most ${CASE_STUDY_LIMITS.metrics} metrics`)
    .optional(),
});
export type CaseStudyInput = z.input<typeof caseStudySchema>;

/** The text fields of POST /api/portfolio/:id/gallery (the image travels as `image`). */
export const galleryImageFieldsSchema = z.object({
  /** Required with a file; a library image without it takes the library's English alt. */
  alt: plainText('Alt text', CASE_STUDY_LIMITS.alt).default(''),
  caption: plainText('Caption', CASE_STUDY_LIMITS.caption).default(''),
  /** The French texts; an item live in French takes a new image only with its alt. */
  altFr: plainText('French alt text', CASE_STUDY_LIMITS.alt).default(''),
  captionFr: plainText('French caption', CASE_STUDY_LIMITS.caption).default(''),
  /**
   * The image is this media library image instead of a file; the texts left empty
   * take the library's in their language.
   */
  mediaId: libraryIdText('Library image').optional(),
  more: z
    .enum(['true', 'false'], { error: "more must be 'true' or 'false'" })
    .optional()
    .describe(
      "'true': more images of the same upload follow, and the item's revision is written with the last of them (or the item's next save) rather than one per image",
    ),
});
export type GalleryImageFieldsInput = z.input<typeof galleryImageFieldsSchema>;

/**
 * The fields of PUT /api/portfolio/:id/gallery/:imageId/image, which puts another image in
 * a gallery image's place (the file travels as `image`): its place and texts stay.
 */
export const galleryImageSourceSchema = z.object({
  /** The new image is this media library image instead of a file. */
  mediaId: libraryIdText('Library image').optional(),
});
export type GalleryImageSourceInput = z.input<typeof galleryImageSourceSchema>;

/** PUT /api/portfolio/:id/gallery: every image of the gallery, in its new order. */
export const galleryOrderSchema = z.object({
  images: z
    .array(
      z.object({
        id: z.number({ error: 'Image id must be a number' }).int().positive(),
        alt: requiredText('Alt text', CASE_STUDY_LIMITS.alt),
        caption: plainText('Caption', CASE_STUDY_LIMITS.caption).default(''),
      }),
      { error: 'Images must be a list' },
    )
    .max(
      CASE_STUDY_LIMITS.galleryImages,
      `A gallery holds at most ${CASE_STUDY_LIMITS.galleryImages} images`,
    ),
});
export type GalleryOrderInput = z.input<typeof galleryOrderSchema>;

/** The text fields of POST /api/portfolio/:id/before-after (files `before` and `after`). */
export const beforeAfterFieldsSchema = z.object({
  label: requiredText('Label', CASE_STUDY_LIMITS.alt),
  /** The French label; an item live in French takes a new pair only with it. */
  labelFr: plainText('French label', CASE_STUDY_LIMITS.alt).default(''),
  /** A side may be a media library image instead of a file: its id. */
  beforeMediaId: libraryIdText('Before library image').optional(),
  afterMediaId: libraryIdText('After library image').optional(),
});

/**
 * The fields of PUT /api/portfolio/:id/before-after/:pairId/images, which puts another
 * image on one side of a pair or both (files travel as `before` and `after`): its label
 * and place stay.
 */
export const beforeAfterSourcesSchema = z.object({
  beforeMediaId: libraryIdText('Before library image').optional(),
  afterMediaId: libraryIdText('After library image').optional(),
});
export type BeforeAfterSourcesInput = z.input<typeof beforeAfterSourcesSchema>;

/**
 * PUT /api/portfolio-order: the new order of the first `ids.length` items of the list (the
 * pages staff have loaded); the others keep their order after them.
 */
export const portfolioOrderSchema = z.object({
  ids: z
    .array(z.number({ error: 'Ids must be numbers' }).int().positive(), {
      error: 'Ids must be a list of item ids',
    })
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'Ids must not repeat',
      params: fieldCode('not_unique'),
    }),
});
export type PortfolioOrderInput = z.input<typeof portfolioOrderSchema>;

/** POST /api/portfolio/:id/preview-links. */
export const previewLinkSchema = z.object({
  expiresInHours: z
    .number({ error: 'Expiry must be a number of hours' })
    .int('Expiry must be a whole number of hours')
    .min(
      CASE_STUDY_LIMITS.previewHours.min,
      `Expiry must be between ${CASE_STUDY_LIMITS.previewHours.min} and ${CASE_STUDY_LIMITS.previewHours.max} hours`,
    )
    .max(
      CASE_STUDY_LIMITS.previewHours.max,
      `Expiry must be between ${CASE_STUDY_LIMITS.previewHours.min} and ${CASE_STUDY_LIMITS.previewHours.max} hours`,
    )
    .default(CASE_STUDY_LIMITS.previewHours.default),
});
export type PreviewLinkInput = z.input<typeof previewLinkSchema>;

/** Preview tokens: 32 random bytes, base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The API's own words for an image it refuses (media pipeline and upload interceptor), so
 * the admin can check a file before sending it and say exactly what the server would.
 */
export const IMAGE_REFUSALS = {
  type: 'Unsupported image type: upload a JPEG, PNG, WebP, AVIF or GIF image',
  bytes: 'Image must be at most 10 MB',
  pixels: 'Image dimensions are too large: at most 50 megapixels',
} as const;

/** The image types the API accepts (judged there by their bytes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
