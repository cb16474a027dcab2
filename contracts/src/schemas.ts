/**
 * Input schemas: the one definition of each form's rules, used by the admin and public
 * forms on the client and by the validation pipe on the server.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { noNul } from './no-nul';
import { newPasswordSchema } from './credentials';
import {
  CASE_STUDY_LIMITS,
  caseStudySchema,
  LIBRARY_ID,
  libraryIdText,
  portfolioStatusSchema,
} from './case-study';
import { LOCALES, localeSchema } from './locale';
import { itemTextsSchema, slugSchema } from './translations';
import { LIMITS } from './limits';
import { isCalendarDate } from './time-zone';
import {
  BRAND_ICON_VALUES,
  INQUIRY_SERVICE_VALUES,
  LOGO_ICON_TYPES,
  MESSAGE_FILTERS,
  PORTFOLIO_CATEGORY_VALUES,
} from './options';
import { ROLES } from './permissions';
import { leadStageSchema } from './pipeline';
import { EMAIL_DOC, optionalStaffEmailSchema } from './staff-mail';
import { contactConsentFields } from './privacy';
import { pageQueryFields } from './paging';
import { wholeNumberText } from './whole-number';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label));

const roleSchema = z.enum(ROLES, { error: 'Please select a role' });

export const createUserSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(LIMITS.username.min, `Username must be at least ${LIMITS.username.min} characters`)
    .max(LIMITS.username.max, `Username must be at most ${LIMITS.username.max} characters`)
    .regex(
      /^[A-Za-z0-9._-]+$/,
      'Username may contain only letters, digits, dots, dashes and underscores',
    ),
  password: newPasswordSchema,
  role: roleSchema.default('editor'),
  email: optionalStaffEmailSchema.nullable().optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(LIMITS.password.min, `Password must be at least ${LIMITS.password.min} characters`)
    .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const updateUserRoleSchema = z.object({ role: roleSchema });
export type UpdateUserRoleInput = z.infer<typeof updateUserRoleSchema>;

/**
 * An optional piece of the lead's source: trimmed, and an empty value counts as absent,
 * so the site form can send what it captured without checking each field.
 */
const sourceText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label))
    .optional()
    .transform((v) => (v ? v : undefined));

/** Where a lead came from: the page it was sent on, the referrer and the utm_* parameters. */
export const contactSourceSchema = z.object({
  sourcePage: sourceText('Source page', LIMITS.contact.source.url),
  referrer: sourceText('Referrer', LIMITS.contact.source.url),
  utmSource: sourceText('utm_source', LIMITS.contact.source.utm),
  utmMedium: sourceText('utm_medium', LIMITS.contact.source.utm),
  utmCampaign: sourceText('utm_campaign', LIMITS.contact.source.utm),
  utmTerm: sourceText('utm_term', LIMITS.contact.source.utm),
  utmContent: sourceText('utm_content', LIMITS.contact.source.utm),
});
export type ContactSource = z.output<typeof contactSourceSchema>;
export const CONTACT_SOURCE_FIELDS = Object.keys(
  contactSourceSchema.shape,
) as (keyof ContactSource)[];

/** The contact form's rules for the person's name, e-mail and company: shared with staff corrections. */
const contactName = requiredText('Name', LIMITS.contact.name);
const contactEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.contact.email, `Email must be at most ${LIMITS.contact.email} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .meta(EMAIL_DOC);
const contactCompany = z
  .string()
  .trim()
  .max(LIMITS.contact.company, `Company must be at most ${LIMITS.contact.company} characters`)
  .refine(...noNul('Company'));

export const contactSchema = z.object({
  name: contactName,
  email: contactEmail,
  company: contactCompany.optional().default(''),
  service: z.enum(INQUIRY_SERVICE_VALUES, { error: 'Please select a service' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(
      LIMITS.contact.message.min,
      `Message must be at least ${LIMITS.contact.message.min} characters`,
    )
    .max(
      LIMITS.contact.message.max,
      `Message must be at most ${LIMITS.contact.message.max} characters`,
    )
    .refine(...noNul('Message')),
  ...contactSourceSchema.shape,
  locale: localeSchema.optional(),
  // The policy seen and the news opt-in (issue 46, docs/privacy.md).
  ...contactConsentFields,
});
export type ContactInput = z.input<typeof contactSchema>;

/**
 * A staff correction of what a lead says about the person (rectification, issue 46): only
 * the fields sent change, each under the contact form's own rule; at least one is needed.
 * The message text is what the person wrote and is not corrected (ADR 091).
 */
export const leadCorrectionSchema = z
  .object({
    name: contactName.optional(),
    email: contactEmail.optional(),
    company: contactCompany.optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.email !== undefined || v.company !== undefined, {
    message: 'Give a name, an email or a company',
    params: fieldCode('one_required'),
    path: ['name'],
  })
  // The refine's rule for the document: at least one of the three fields.
  .meta({ anyOf: [{ required: ['name'] }, { required: ['email'] }, { required: ['company'] }] });
export type LeadCorrectionInput = z.input<typeof leadCorrectionSchema>;
export const LEAD_CORRECTION_FIELDS = ['name', 'email', 'company'] as const;

/** Query of GET /api/contact (a page) and its CSV export (every match); every field is optional. */
export const contactListQuerySchema = z.object({
  status: z
    .enum(MESSAGE_FILTERS, { error: `Status must be one of ${MESSAGE_FILTERS.join(', ')}` })
    .default('all'),
  q: z
    .string()
    .trim()
    .max(LIMITS.inbox.search, `Search must be at most ${LIMITS.inbox.search} characters`)
    .refine(...noNul('Search'))
    .optional(),
  ...pageQueryFields,
  stage: leadStageSchema.optional(),
  /** A user id, or "none" for leads nobody has taken. */
  assignee: z
    .union([z.literal('none'), wholeNumberText('Assignee', 1, 2_147_483_647)], {
      error: 'Assignee must be a user id or none',
    })
    .optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** A year as four digits, from 1900 to five years ahead of now. */
export const yearSchema = z
  .string({ error: 'Year is required' })
  .trim()
  .regex(/^\d{4}$/, 'Year must be a 4-digit year')
  .refine(
    (y) => {
      const n = Number(y);
      return n >= 1900 && n <= new Date().getFullYear() + 5;
    },
    {
      message: 'Year must be between 1900 and five years from now',
      params: fieldCode('invalid_date'),
    },
  );

const booleanText = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} must be 'true' or 'false'` });

const optionalFormText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label))
    .optional();

/** The text fields of the multipart portfolio form (POST and PUT /api/portfolio). */
export const portfolioFieldsSchema = z.object({
  title: requiredText('Title', LIMITS.portfolio.title),
  client: requiredText('Client', LIMITS.portfolio.client),
  description: requiredText('Description', LIMITS.portfolio.description),
  category: z.enum(PORTFOLIO_CATEGORY_VALUES, { error: 'Please select a category' }),
  year: yearSchema,
  featured: booleanText('Featured').default('false'),
  noImage: booleanText('noImage').optional(),
  /** The cover is this media library image, instead of an image file. */
  coverMediaId: libraryIdText('Cover library image').optional(),
  // Optional, so the original form works as before: a create is published, an update keeps.
  status: portfolioStatusSchema.optional(),
  coverAlt: z
    .string()
    .trim()
    .max(
      CASE_STUDY_LIMITS.alt,
      `Cover alt text must be at most ${CASE_STUDY_LIMITS.alt} characters`,
    )
    .refine(...noNul('Cover alt text'))
    .optional(),
  // The French texts and both slugs. Absent on update: they stay as they are;
  // the case-study texts of both languages go through PUT /api/portfolio/:id/translations.
  titleFr: optionalFormText('French title', LIMITS.portfolio.title),
  descriptionFr: optionalFormText('French description', LIMITS.portfolio.description),
  coverAltFr: optionalFormText('French cover alt text', CASE_STUDY_LIMITS.alt),
  slugEn: slugSchema.optional(),
  slugFr: slugSchema.optional(),
  /** Absent: a create is ready in each complete language, an update keeps what it was. */
  readyEn: booleanText('readyEn').optional(),
  readyFr: booleanText('readyFr').optional(),
});
export type PortfolioFieldsInput = z.input<typeof portfolioFieldsSchema>;

/**
 * PUT /api/portfolio/:id: the fields the person changed; absent, a field stays as
 * it is (featured too: no default here).
 */
export const portfolioUpdateSchema = portfolioFieldsSchema
  .extend({
    featured: booleanText('Featured').optional(),
  })
  .partial();
export type PortfolioUpdateInput = z.input<typeof portfolioUpdateSchema>;

/**
 * POST /api/portfolio/:id/preview: an item as its public page would show it in `locale`
 * with the editor's unsaved changes laid over it, nothing stored (issue 50). Each part is
 * what its own save takes (PUT /api/portfolio/:id, its case-study and its translations),
 * checked by the same schema, so a field that would be refused is refused here by name.
 */
export const portfolioPreviewSchema = z.object({
  locale: localeSchema,
  fields: portfolioUpdateSchema.strict().optional(),
  caseStudy: caseStudySchema.strict().optional(),
  translations: z
    .object({ fr: itemTextsSchema.strict().optional(), en: itemTextsSchema.strict().optional() })
    .strict()
    .optional(),
});
export type PortfolioPreviewInput = z.input<typeof portfolioPreviewSchema>;

/** A wall-clock time in the agency's time zone, as a datetime-local field gives it (seconds optional). */
const localDateTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time like 2026-12-01T09:00, or null` })
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
      // One message for a malformed value: the calendar check below needs the form.
      { message: `${label} must be a date and time like 2026-12-01T09:00, or null`, abort: true },
    )
    .refine(isCalendarDate, `${label} must be a real date`)
    .nullable();

/**
 * PUT /api/portfolio/:id/schedule: when the item goes public and when it goes back to
 * draft, each in the agency's time zone (site setting timeZone), or null for none.
 */
export const itemScheduleInputSchema = z.object({
  publishAt: localDateTime('publishAt'),
  unpublishAt: localDateTime('unpublishAt'),
});
export type ItemScheduleInput = z.infer<typeof itemScheduleInputSchema>;

/**
 * Query of GET /api/portfolio, one page of the list: every field optional. The
 * landing page asks for one category's first few (featured first, then the manual order,
 * then newest); `after` starts the page after an item instead of a cursor (a project page's
 * next project, a portfolio index page past the first).
 */
export const portfolioListQuerySchema = z.object({
  category: z
    .enum(PORTFOLIO_CATEGORY_VALUES, {
      error: `Category must be one of ${PORTFOLIO_CATEGORY_VALUES.join(', ')}`,
    })
    .optional(),
  /** The language of the texts; visitors see only the items ready in it. Default en. */
  lang: localeSchema.optional(),
  ...pageQueryFields,
  after: wholeNumberText('After', 1, 2_147_483_647)
    .optional()
    .describe('An item id: the page starts after that item (instead of `cursor`)'),
});

/** Query of the one-item reads: the language of the texts (default en). */
export const langQuerySchema = z.object({ lang: localeSchema.optional() });
export type PortfolioListQuery = z.input<typeof portfolioListQuerySchema>;

export const logoSchema = z
  .object({
    name: requiredText('Name', LIMITS.logo.name),
    iconType: z.enum(LOGO_ICON_TYPES, { error: 'Please select a logo type' }),
    iconValue: z
      .string({ error: 'Logo value is required' })
      .trim()
      .min(1, 'Logo value is required')
      .max(LIMITS.svg.maxBytes, 'Logo value is too long')
      .refine(...noNul('Logo value')),
    order: z
      .number({ error: 'Order must be a whole number' })
      .int('Order must be a whole number')
      .min(LIMITS.logo.order.min)
      .max(LIMITS.logo.order.max)
      .nullable()
      .default(0),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((logo, ctx) => {
    if (logo.iconType === 'text' && logo.iconValue.length > LIMITS.logo.text) {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: `Text must be at most ${LIMITS.logo.text} characters`,
        params: fieldCode('too_long', { max: LIMITS.logo.text }),
      });
    }
    if (
      logo.iconType === 'react-icon' &&
      !(BRAND_ICON_VALUES as readonly string[]).includes(logo.iconValue)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: `Icon must be one of ${BRAND_ICON_VALUES.join(', ')}`,
        params: fieldCode('invalid_choice'),
      });
    }
    if (logo.iconType === 'media' && !LIBRARY_ID.test(logo.iconValue)) {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: 'A library logo names its image by id',
        params: fieldCode('invalid'),
      });
    }
  });
export type LogoInput = z.input<typeof logoSchema>;

const httpsUrlOrEmpty = z
  .string()
  .trim()
  .max(LIMITS.settings.url)
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v), {
    message: 'Must be an https:// URL',
    params: fieldCode('invalid_url'),
  })
  // The same rule for the document (JSON Schema patterns have no flags: the case spelled out).
  .meta({ pattern: '^$|^[Hh][Tt][Tt][Pp][Ss]://[^\\s/$.?#].[^\\s]*$' });

export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'behance', 'dribbble', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The French ordinal of each quarter (« le premier trimestre de 2027 »). */
const FRENCH_QUARTERS = ['premier', 'deuxième', 'troisième', 'quatrième'] as const;

/**
 * The demo's availability in each language: the quarter after `now`'s, so the default
 * never reads as stale.
 */
export function demoAvailability(now: Date, locale: 'en' | 'fr' = 'en'): string {
  const current = Math.floor(now.getUTCMonth() / 3);
  const next = ((current + 1) % 4) as 0 | 1 | 2 | 3;
  const year = now.getUTCFullYear() + (current === 3 ? 1 : 0);
  return locale === 'fr'
    ? `Nous acceptons de nouveaux projets pour le ${FRENCH_QUARTERS[next]} trimestre de ${year}`
    : `Currently accepting new projects for Q${next + 1} ${year}`;
}

/** The French of the default settings' texts: what a settings document saved before French gets. */
const DEFAULT_FR_SETTINGS = {
  availability: demoAvailability(new Date(), 'fr'),
  location: 'Montréal, Canada',
  statLabels: ['Marques transformées', 'Années d’expérience', 'Hausse moyenne des conversions'],
};

/** Montreal's zone: the agency's until an owner chooses another. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** An IANA name: `UTC`, or an area and a location such as `America/Toronto`. */
const TIME_ZONE_PATTERN = /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+)+)$/;

/** Whether this is an IANA time zone name the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return TIME_ZONE_PATTERN.test(name);
  } catch {
    return false;
  }
}

export const siteSettingsSchema = z.object({
  contactEmail: z
    .string({ error: 'Contact e-mail is required' })
    .trim()
    .max(LIMITS.contact.email)
    .pipe(z.email('Please enter a valid email address'))
    .meta(EMAIL_DOC),
  availability: requiredText('Availability', LIMITS.settings.line),
  location: requiredText('Location', LIMITS.settings.line),
  social: z.object({
    instagram: httpsUrlOrEmpty,
    linkedin: httpsUrlOrEmpty,
    behance: httpsUrlOrEmpty,
    dribbble: httpsUrlOrEmpty,
    x: httpsUrlOrEmpty,
  }),
  stats: z
    .array(
      z.object({
        value: requiredText('Stat value', LIMITS.settings.statValue),
        label: requiredText('Stat label', LIMITS.settings.statLabel),
      }),
    )
    .length(3, 'Exactly 3 stats are shown'),
  /** The languages an item must be ready in before it may be published. */
  requiredLocales: z
    .array(localeSchema, { error: 'Required languages must be a list of fr, en' })
    .max(LOCALES.length)
    .refine((v) => new Set(v).size === v.length, {
      message: 'Required languages must not repeat',
      params: fieldCode('not_unique'),
    })
    .default(['fr', 'en']),
  /** What `/` chooses when neither the visitor's saved choice nor their browser decides. */
  defaultLocale: localeSchema.default('fr'),
  /** The agency's time zone: scheduled publishing is entered and shown in it. */
  timeZone: z
    .string({ error: 'Time zone must be a name such as America/Toronto' })
    .max(64, 'Time zone must be at most 64 characters')
    .refine(isTimeZone, {
      message: 'Time zone must be a name such as America/Toronto',
      params: fieldCode('invalid_choice'),
    })
    .meta({ pattern: TIME_ZONE_PATTERN.source })
    .default(DEFAULT_TIME_ZONE),
  /** The French of the texts above (availability, location, stat labels); English is above. */
  fr: z
    .object({
      availability: requiredText('French availability', LIMITS.settings.line),
      location: requiredText('French location', LIMITS.settings.line),
      statLabels: z
        .array(requiredText('French stat label', LIMITS.settings.statLabel))
        .length(3, 'Exactly 3 stat labels'),
    })
    .default(() => ({ ...DEFAULT_FR_SETTINGS, statLabels: [...DEFAULT_FR_SETTINGS.statLabels] })),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * What the site shows until an owner saves settings. The quarter is worked out when the
 * process starts; social links are empty (and so hidden) until the agency gives its own.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'hello@prism.studio',
  availability: demoAvailability(new Date()),
  location: 'Montreal, Canada',
  social: { instagram: '', linkedin: '', behance: '', dribbble: '', x: '' },
  stats: [
    { value: '70+', label: 'Brands Transformed' },
    { value: '10', label: 'Years Industry Experience' },
    { value: '35%', label: 'Avg. Conversion Lift' },
  ],
  requiredLocales: ['fr', 'en'],
  defaultLocale: 'fr',
  timeZone: DEFAULT_TIME_ZONE,
  fr: DEFAULT_FR_SETTINGS,
};
