import {
  CASE_STUDY_LIMITS,
  fieldCode,
  fieldErrorOfIssue,
  beforeAfterFieldsSchema,
  caseStudySchema,
  metricSchema,
  type CaseStudyInput,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { z } from 'zod';
import type { LanguageHole } from './live-languages';

const fields = caseStudySchema.shape;
const metric = metricSchema.shape;

/** Metric values as typed: a number, or the text itself so the schema names the field. */
const asNumber = (text: string): unknown =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** The services field's one text as the list the API takes. */
const serviceList = (text: string): string[] =>
  text
    .split(',')
    .map((service) => service.trim())
    .filter(Boolean);

/**
 * The case-study texts form's rules: the server's own schemas, over what the fields hold:
 * the services as one comma-separated text (its errors belong to that one field), the
 * metric values as typed.
 */
export const caseStudyFormSchema = z.object({
  marketplace: fields.marketplace,
  services: z.string().transform((text, ctx) => {
    const parsed = fields.services.safeParse(serviceList(text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, params: fieldErrorOfIssue(issue) });
    return z.NEVER;
  }),
  challenge: fields.challenge,
  approach: fields.approach,
  metaTitle: fields.metaTitle,
  metaDescription: fields.metaDescription,
  metrics: z.array(
    z.object({
      label: metric.label,
      before: z.string().transform(asNumber).pipe(metric.before),
      after: z.string().transform(asNumber).pipe(metric.after),
      unit: metric.unit,
      // The French label beside the English, so one save completes both.
      labelFr: z.string().trim().max(CASE_STUDY_LIMITS.metricLabel),
    }),
  ),
});

export type CaseStudyFormInput = z.input<typeof caseStudyFormSchema>;
export type CaseStudyFormOutput = z.output<typeof caseStudyFormSchema>;
export type MetricFormRow = CaseStudyFormInput['metrics'][number];

export const EMPTY_METRIC: MetricFormRow = {
  label: '',
  before: '',
  after: '',
  unit: '',
  labelFr: '',
};

export function caseStudyFormDefaults(item: PortfolioItemAnswer): CaseStudyFormInput {
  return {
    marketplace: item.marketplace,
    services: item.services.join(', '),
    challenge: item.challenge,
    approach: item.approach,
    metaTitle: item.metaTitle,
    metaDescription: item.metaDescription,
    metrics: item.metrics.map((m, i) => ({
      label: m.label,
      before: String(m.before),
      after: String(m.after),
      unit: m.unit,
      labelFr: item.translations?.fr.metrics[i] ?? '',
    })),
  };
}

/**
 * PUT /api/portfolio/:id/case-study: only the fields the person changed. The
 * results go as a list when any changed, each with its French label when the item has
 * its translations (without them, the French labels stay).
 */
export function caseStudyBody(
  item: PortfolioItemAnswer,
  changed: Partial<CaseStudyFormOutput>,
): CaseStudyInput {
  const { metrics, ...texts } = changed;
  if (!metrics) return texts;
  return {
    ...texts,
    metrics: metrics.map(({ labelFr, ...row }) => (item.translations ? { ...row, labelFr } : row)),
  };
}

/**
 * The fields changed here as the save sends them, for the live preview: the services as a
 * list, the values as numbers where they read as one. Unchecked: the API checks a
 * preview's draft as it checks a save, naming a bad field.
 */
export function caseStudyDraft(
  item: PortfolioItemAnswer,
  changed: Partial<CaseStudyFormInput>,
): CaseStudyInput {
  const { services, metrics, ...texts } = changed;
  return caseStudyBody(item, {
    ...texts,
    ...(services === undefined ? {} : { services: serviceList(services) }),
    ...(metrics === undefined
      ? {}
      : {
          metrics: metrics.map((row) => ({
            ...row,
            before: asNumber(row.before),
            after: asNumber(row.after),
          })),
        }),
  } as Partial<CaseStudyFormOutput>);
}

/**
 * The API names a case-study field (`challenge`, `services.2`) or, when a live language
 * would lack it, `en.challenge`, `fr.metrics[2].label`: the form's field, or null when the
 * form has none (the French texts other than the results' labels are the translations').
 */
export function caseStudyHoleField({ locale, revisionField }: LanguageHole): string | null {
  const metric = /^metrics\.(\d+)\.label(Fr)?$/.exec(revisionField);
  if (metric?.[1]) return `metrics.${metric[1]}.${locale === 'fr' ? 'labelFr' : 'label'}`;
  if (locale === 'fr') return null;
  return CASE_STUDY_TEXT_FIELDS.includes(revisionField) ? revisionField : null;
}

const CASE_STUDY_TEXT_FIELDS = [
  'marketplace',
  'services',
  'challenge',
  'approach',
  'metaTitle',
  'metaDescription',
];

/** The server names one service (`services.2`); the form has one field for them all. */
export const caseStudyFieldOf = (serverField: string): string =>
  serverField.startsWith('services.') ? 'services' : serverField;

/** The server's words when a pair lacks an image (docs/product.md, before and after). */
export const PAIR_IMAGES_REQUIRED = 'Please select both a before and an after image';
/** A side of the pair: a file, or a media library image's id. */
const pairImage = z.custom<File | number | null>(
  (value) => value instanceof File || typeof value === 'number',
  { message: PAIR_IMAGES_REQUIRED, params: fieldCode('file_required') },
);

/** The new pair's rules: the server's label schema, and both images chosen. */
export const beforeAfterFormSchema = beforeAfterFieldsSchema
  .omit({ beforeMediaId: true, afterMediaId: true })
  .extend({ before: pairImage, after: pairImage });
export type BeforeAfterFormInput = z.input<typeof beforeAfterFormSchema>;
export type BeforeAfterFormOutput = z.output<typeof beforeAfterFormSchema>;
export const BEFORE_AFTER_FIELDS = ['label', 'labelFr', 'before', 'after'] as const;
export const BEFORE_AFTER_DEFAULTS: BeforeAfterFormInput = {
  label: '',
  labelFr: '',
  before: null,
  after: null,
};
