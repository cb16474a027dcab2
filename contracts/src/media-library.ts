/**
 * The media library (issue 50): every image staff upload, in one place, referenced by id
 * from pages, project covers and logos, so that replacing its file updates every use.
 * Imported by subpath (`@prism/contracts/media-library`), so the sign-in bundle does not
 * carry it.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { plainText } from './plain-text';
import { portfolioImageSchema, recordUseSchema } from './answers';
import { pageQueryFields } from './paging';
import { focalPointSchema } from './redirects';

export const MEDIA_LIMITS = {
  fileName: 200,
  alt: 250,
  caption: 500,
  search: 100,
} as const;

/** A text per language, each optional: a save sends only the languages the person changed. */
const localPatch = (label: string, max: number) =>
  z.object({ fr: plainText(label, max).optional(), en: plainText(label, max).optional() }).strict();

/**
 * PATCH /api/media-library/:id: the fields the person changed, and the version the edit
 * started from. A field someone else changed since that version, to another value, is a
 * 409 naming it (`alt.fr`, `caption.en`, `focal`); their changes to other fields are kept.
 */
export const mediaPatchSchema = z
  .object({
    version: z.number({ error: 'Version must be a number' }).int().min(1),
    alt: localPatch('Alt text', MEDIA_LIMITS.alt).optional(),
    caption: localPatch('Caption', MEDIA_LIMITS.caption).optional(),
    focal: focalPointSchema.optional(),
  })
  .strict();
export type MediaPatchInput = z.input<typeof mediaPatchSchema>;

/** The fields of a media asset a save can change, as a conflict names them. */
export const MEDIA_FIELDS = ['alt.fr', 'alt.en', 'caption.fr', 'caption.en', 'focal'] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];

/** The multipart fields of an upload or a replace, besides the `image` file. */
export const mediaUploadFieldsSchema = z
  .object({
    altFr: plainText('Alt text', MEDIA_LIMITS.alt).optional(),
    altEn: plainText('Alt text', MEDIA_LIMITS.alt).optional(),
  })
  .strict();
export const mediaReplaceFieldsSchema = z
  .object({
    /** The new file's focal point; the centre unless given. */
    focalX: z.coerce
      .number({ error: 'focalX must be a number from 0 to 1' })
      .min(0)
      .max(1)
      .optional(),
    focalY: z.coerce
      .number({ error: 'focalY must be a number from 0 to 1' })
      .min(0)
      .max(1)
      .optional(),
  })
  .strict()
  .refine((v) => (v.focalX === undefined) === (v.focalY === undefined), {
    message: 'focalX and focalY come together',
    path: ['focalY'],
    params: fieldCode('required'),
  });

/** GET /api/media-library: a page, newest first, optionally searched. */
export const mediaListQuerySchema = z
  .object({
    q: z
      .string()
      .max(MEDIA_LIMITS.search, `Search must be at most ${MEDIA_LIMITS.search} characters`)
      .optional()
      .describe(
        'Words the file name, an alt text or a caption holds (accents and case ignored); the last may be the start of a word',
      ),
    ...pageQueryFields,
  })
  .strict();
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

const local = z.object({ fr: z.string(), en: z.string() });

/** A library image as staff see it. */
export const mediaAssetSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** Bytes of the file as uploaded. */
  bytes: z.number().int(),
  /** The widest JPEG rendition (the grid's thumbnail uses `image`). */
  imageUrl: z.string(),
  image: portfolioImageSchema,
  alt: local,
  caption: local,
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/** One asset with where it is used (GET /api/media-library/:id, and every write's answer). */
export const mediaAssetDetailSchema = mediaAssetSchema.extend({
  uses: z.array(recordUseSchema),
});
export type MediaAssetDetail = z.infer<typeof mediaAssetDetailSchema>;
