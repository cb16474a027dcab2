/**
 * A portfolio item's texts in one language: what PUT /api/portfolio/:id/translations
 * takes per language and what staff reads answer for each, so a translator sees both.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { plainText } from './plain-text';
import { CASE_STUDY_LIMITS } from './case-study';
import { LIMITS } from './limits';
import { ID_LIKE_SLUG, SLUG_MAX, SLUG_PATTERN } from './locale';

const childId = z.number({ error: 'Id must be a number' }).int().positive();

export const slugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), {
    message: 'Slug may hold only lower-case letters, digits and single dashes',
    params: fieldCode('invalid_format'),
  })
  .refine((v) => !ID_LIKE_SLUG.test(v), {
    message: 'Slug must hold a letter: digits alone are read as an item id',
    params: fieldCode('numeric_slug'),
  });

/** An item's texts written once per language: the English column is the bare name, the French one adds `Fr`. */
export const ITEM_TEXT_FIELDS = [
  'title',
  'description',
  'coverAlt',
  'challenge',
  'approach',
  'metaTitle',
  'metaDescription',
] as const;
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];

/**
 * One language's texts; empty means "not written yet" (made from the title for a slug).
 * A save sends only the fields the person changed: absent, a field stays as it is.
 */
export const itemTextsSchema = z.object({
  title: plainText('Title', LIMITS.portfolio.title).optional(),
  description: plainText('Description', LIMITS.portfolio.description).optional(),
  slug: slugSchema.optional(),
  coverAlt: plainText('Cover alt text', CASE_STUDY_LIMITS.alt).optional(),
  challenge: plainText('Challenge', CASE_STUDY_LIMITS.story).optional(),
  approach: plainText('Approach', CASE_STUDY_LIMITS.story).optional(),
  metaTitle: plainText('Meta title', CASE_STUDY_LIMITS.metaTitle).optional(),
  metaDescription: plainText('Meta description', CASE_STUDY_LIMITS.metaDescription).optional(),
  /** The services delivered, named in this language; absent: they stay as they are. */
  services: z
    .array(
      plainText('Service', CASE_STUDY_LIMITS.service).pipe(
        z.string().min(1, 'Service is required'),
      ),
      {
        error: 'Services must be a list',
      },
    )
    .max(CASE_STUDY_LIMITS.services, `At most ${CASE_STUDY_LIMITS.services} services`)
    .optional(),
  /** The gallery's texts by image id; absent: they stay as they are. */
  gallery: z
    .array(
      z.object({
        id: childId,
        alt: plainText('Alt text', CASE_STUDY_LIMITS.alt),
        caption: plainText('Caption', CASE_STUDY_LIMITS.caption).default(''),
      }),
      { error: 'Gallery must be a list' },
    )
    .max(CASE_STUDY_LIMITS.galleryImages)
    .optional(),
  /** The before/after labels by pair id; absent: they stay as they are. */
  beforeAfter: z
    .array(z.object({ id: childId, label: plainText('Label', CASE_STUDY_LIMITS.alt) }), {
      error: 'Before/after must be a list',
    })
    .max(CASE_STUDY_LIMITS.beforeAfterPairs)
    .optional(),
  /** The result labels, in the results' order; absent: they stay as they are. */
  metrics: z
    .array(plainText('Metric label', CASE_STUDY_LIMITS.metricLabel), {
      error: 'Metrics must be a list of labels',
    })
    .max(CASE_STUDY_LIMITS.metrics)
    .optional(),
  /**
   * Whether this language may be shown to visitors. Absent: ready when complete. True with
   * a required field empty is refused, naming the fields.
   */
  ready: z.boolean({ error: 'Ready must be true or false' }).optional(),
});
export type ItemTextsInput = z.input<typeof itemTextsSchema>;

/** PUT /api/portfolio/:id/translations: the fields given of each language given. */
export const itemTranslationsSchema = z
  .object({ fr: itemTextsSchema.optional(), en: itemTextsSchema.optional() })
  .refine((v) => v.fr !== undefined || v.en !== undefined, {
    message: 'Give the texts of fr, en or both',
    params: fieldCode('one_required'),
  })
  // The refine's rule for the document: at least one of the two languages.
  .meta({ anyOf: [{ required: ['fr'] }, { required: ['en'] }] });
export type ItemTranslationsInput = z.input<typeof itemTranslationsSchema>;

/** What staff reads answer for each language: the texts as saved and what is missing. */
export const itemTextsAnswerSchema = z.object({
  title: z.string(),
  description: z.string(),
  slug: z.string().nullable(),
  coverAlt: z.string(),
  challenge: z.string(),
  approach: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  services: z.array(z.string()),
  gallery: z.array(z.object({ id: z.number().int(), alt: z.string(), caption: z.string() })),
  beforeAfter: z.array(z.object({ id: z.number().int(), label: z.string() })),
  metrics: z.array(z.string()),
  ready: z.boolean(),
  missing: z
    .array(z.string())
    .describe('Fields this language lacks before it can be ready, e.g. "title", "gallery[0].alt"'),
  savedAt: z.iso
    .datetime()
    .nullable()
    .describe("When this language's texts were last saved (ADR 051)"),
  stale: z
    .boolean()
    .describe("The other language's texts were saved after this one's: it may need updating"),
});
export type ItemTextsDto = z.infer<typeof itemTextsAnswerSchema>;

export const itemTranslationsAnswerSchema = z.object({
  fr: itemTextsAnswerSchema,
  en: itemTextsAnswerSchema,
});
export type ItemTranslationsDto = z.infer<typeof itemTranslationsAnswerSchema>;
