/**
 * Answer schemas: the one definition of what the API sends back. The API documents its
 * answers from them (OpenAPI) and types its mappers with them; the site reads the inferred
 * types. They are never parsed on a request: the shapes are guaranteed by the types.
 */
import { z } from './zod';
import { INQUIRY_SERVICE_VALUES, LOGO_ICON_TYPES, PORTFOLIO_CATEGORY_VALUES } from './options';
import { PERMISSIONS, ROLES } from './permissions';
import { PORTFOLIO_STATUSES } from './case-study';
import { LEAD_STAGE_VALUES } from './pipeline';
import { LOCALES, localeSchema } from './locale';
import { itemTranslationsAnswerSchema } from './translations';
import { focalPointSchema } from './redirects';
import { changedSinceSchema, fieldConflictSchema } from './revisions';
import { consentRecordSchema } from './privacy';
import { ERROR_CODE_VALUES, FIELD_ERROR_CODE_VALUES } from './error-codes';
import { LIMITS } from './limits';

const id = z.number().int();
const timestamp = z.iso.datetime();

const errorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The code's parameters (ERROR_CODES / FIELD_ERROR_CODES name them per code)");

/** One field's refusal: which field, a code from FIELD_ERROR_CODES, its params. */
export const apiFieldErrorSchema = z.object({
  field: z.string().describe('The field as the request named it: `fr.title`, `items.0.label`'),
  code: z.enum(FIELD_ERROR_CODE_VALUES),
  params: errorParams.optional(),
  message: z.string().describe('English, for logs and curl users; clients word the code'),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

/** A record that uses something (a library image): what it is and where staff edit it. */
export const recordUseSchema = z.object({
  kind: z.string().describe('What uses it: `page`, `project`…'),
  id: z.number().int(),
  label: z.string().describe("The record's name as staff know it (a page's title)"),
  adminPath: z.string().describe('Where staff edit it in the admin: `/admin/pages/3`'),
});
export type RecordUse = z.infer<typeof recordUseSchema>;

/** Every error the API sends has this shape (one exception filter writes it). */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(ERROR_CODE_VALUES).describe('What went wrong, from the catalogue ERROR_CODES'),
  params: errorParams.optional(),
  message: z.string().describe('English, for logs and curl users; clients word the code'),
  reason: z
    .enum(['reauth_required', 'reply_limit'])
    .optional()
    .describe(
      'A refusal the client can act on: reauth_required asks for the password again; reply_limit (429) says the sender has sent as many replies as the window allows',
    ),
  fields: z
    .array(apiFieldErrorSchema)
    .optional()
    .describe('The fields the refusal is about, each with its own code'),
  changed: changedSinceSchema
    .optional()
    .describe(
      'On 412 and on an edit conflict (409): who changed the record since the client read it, when, and its revision',
    ),
  conflicts: z
    .array(fieldConflictSchema)
    .optional()
    .describe(
      'On an edit conflict (409): each field the save changes that someone else changed since the version in If-Match, with both values',
    ),
  uses: z
    .array(recordUseSchema)
    .optional()
    .describe('On in_use (409): the records that use what the request would delete'),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A plain acknowledgement; `message` is the text the client shows in a toast. */
export const messageAnswerSchema = z.object({
  message: z.string().describe('Text the client can show in a toast'),
});
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/**
 * A user's own language for the admin and their mail; null: the browser's language. The
 * document lists null among the values, as OpenAPI 3.0 asks of a nullable enum.
 */
const userLocale = localeSchema
  .nullable()
  .meta({ enum: [...LOCALES, null] })
  .describe("The user's language for the admin and their mail; null: the browser's language");

export const sessionUserSchema = z.object({
  id,
  username: z.string(),
  role: z.enum(ROLES),
  locale: userLocale,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginAnswerSchema = messageAnswerSchema.extend({ user: sessionUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const authCheckAnswerSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  demoCredentials: z
    .object({ username: z.string(), password: z.string() })
    .nullable()
    .describe('Shown on the login screen only while the server runs in demo mode'),
});
export type AuthCheckAnswer = z.infer<typeof authCheckAnswerSchema>;

export const userSchema = z.object({
  id,
  username: z.string(),
  role: z.enum(ROLES),
  createdAt: timestamp,
  email: z.string().nullable().describe('Where notifications go; null: the user gets no mail'),
  notifyNewLeads: z
    .boolean()
    .describe('False when the user switched off the new-lead notification for themselves'),
  locale: userLocale,
});
export type UserAnswer = z.infer<typeof userSchema>;

export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['avif', 'webp', 'jpeg']),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const portfolioImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  /** The point every crop keeps in view; the centre until staff set one. */
  focal: focalPointSchema,
});
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;

/** A stored image of a case study (always present, unlike the cover). */
export const caseStudyImageSchema = z.object({
  imageUrl: z.string(),
  image: portfolioImageSchema,
  mediaId: id
    .optional()
    .describe('The media library image it is (absent: an image uploaded for the project)'),
});
export type CaseStudyImageAnswer = z.infer<typeof caseStudyImageSchema>;

export const galleryImageSchema = caseStudyImageSchema.extend({
  id,
  alt: z.string(),
  caption: z.string(),
});
export type GalleryImageAnswer = z.infer<typeof galleryImageSchema>;

export const beforeAfterPairSchema = z.object({
  id,
  label: z.string(),
  before: caseStudyImageSchema,
  after: caseStudyImageSchema,
});
export type BeforeAfterPairAnswer = z.infer<typeof beforeAfterPairSchema>;

export const metricAnswerSchema = z.object({
  label: z.string(),
  before: z.number(),
  after: z.number(),
  unit: z.string(),
});
export type MetricAnswer = z.infer<typeof metricAnswerSchema>;

/** The case-study part of a portfolio item (every item has it; defaults for old ones). */
export const caseStudyFieldsSchema = z.object({
  status: z.enum(PORTFOLIO_STATUSES),
  order: z
    .number()
    .int()
    .describe('Manual position among the items of the same `featured` flag (0 first)'),
  coverAlt: z.string(),
  marketplace: z.string(),
  services: z.array(z.string()),
  challenge: z.string(),
  approach: z.string(),
  metaTitle: z.string().describe('As saved; empty means "use the default"'),
  metaDescription: z.string().describe('As saved; empty means "use the default"'),
  seo: z
    .object({ title: z.string(), description: z.string() })
    .describe("What pages use: the saved text, else the title / the description's first 160 chars"),
  gallery: z.array(galleryImageSchema),
  beforeAfter: z.array(beforeAfterPairSchema),
  metrics: z.array(metricAnswerSchema),
  updatedAt: timestamp,
});
export type CaseStudyFieldsAnswer = z.infer<typeof caseStudyFieldsSchema>;

export const previewLinkAnswerSchema = z.object({
  id,
  token: z
    .string()
    .optional()
    .describe('The secret part of the link: answered once, when the link is created'),
  expiresAt: timestamp,
  revokedAt: timestamp.nullable(),
  createdAt: timestamp,
  createdBy: z.string(),
});
export type PreviewLinkAnswer = z.infer<typeof previewLinkAnswerSchema>;

/** A finding's entries: the first LIMITS.contentHealthNamed, oldest item first. */
const named = <T extends z.ZodType>(entry: T) => z.array(entry).max(LIMITS.contentHealthNamed);
const count = z.number().int().nonnegative();

/**
 * The content-health panel on the dashboard: each finding names its first few
 * entries and `counts` says how many there are in all.
 */
export const contentHealthSchema = z.object({
  missingAlt: named(z.object({ id, title: z.string(), missing: z.number().int() })),
  staleDrafts: named(z.object({ id, title: z.string(), updatedAt: timestamp })),
  withoutCover: named(z.object({ id, title: z.string() })),
  oversized: named(z.object({ id, title: z.string(), bytes: z.number().int() })).describe(
    'Items with an image uploaded far larger than needed (largest upload in bytes)',
  ),
  inactiveLogos: named(z.object({ id, name: z.string(), updatedAt: timestamp })),
  notReady: named(
    z.object({ id, title: z.string(), locale: z.enum(LOCALES), missing: z.array(z.string()) }),
  ).describe('Items not ready in a language (ADR 041), with the fields that language lacks'),
  staleTranslations: named(
    z.object({
      id,
      title: z.string(),
      locale: z.enum(LOCALES),
      savedAt: timestamp,
      sourceSavedAt: timestamp,
    }),
  ).describe("Languages whose texts were last saved before the other language's changed (ADR 051)"),
  counts: z
    .object({
      items: count.describe('Portfolio items, drafts included'),
      missingAlt: count,
      staleDrafts: count,
      withoutCover: count,
      oversized: count,
      inactiveLogos: count,
      notReady: count.describe('Item and language pairs'),
      staleTranslations: count.describe('Item and language pairs'),
    })
    .describe('How many entries each finding has in all, and the portfolio items'),
});
export type ContentHealthAnswer = z.infer<typeof contentHealthSchema>;

export const portfolioItemSchema = caseStudyFieldsSchema.extend({
  id,
  title: z.string(),
  client: z.string(),
  description: z.string(),
  category: z
    .string()
    .describe(`One of ${PORTFOLIO_CATEGORY_VALUES.join(', ')} (older items may hold others)`),
  year: z.string(),
  imageUrl: z.string().nullable().describe('The main image: the widest JPEG rendition'),
  image: portfolioImageSchema
    .nullable()
    .describe('Intrinsic size and every rendition (AVIF, WebP, JPEG) for srcset'),
  coverMediaId: id
    .nullable()
    .optional()
    .describe('The media library image the cover is (null: none, or a cover uploaded before)'),
  featured: z.boolean(),
  createdAt: timestamp,
  locale: z.enum(LOCALES).describe('The language of the texts above (ADR 041)'),
  slug: z.string().nullable().describe("The item's URL word in that language"),
  alternates: z
    .object({ fr: z.string().optional(), en: z.string().optional() })
    .describe('The slug of each language the item is shown in to visitors (ready and published)'),
  translations: itemTranslationsAnswerSchema
    .optional()
    .describe('Staff reads only: both languages as saved, with what each lacks'),
  schedule: z
    .object({
      publishAt: timestamp.nullable().describe('When the job runner publishes it (UTC)'),
      unpublishAt: timestamp.nullable().describe('When it goes back to draft (UTC)'),
      scheduledBy: z.string().nullable().describe('Who set the schedule'),
    })
    .optional()
    .describe('Staff reads only: scheduled publishing (ADR 045)'),
});
export type PortfolioItemAnswer = z.infer<typeof portfolioItemSchema>;

/** Whether staff were told of a lead: every mail sent, some still waiting, or given up. */
export const leadNotificationStateSchema = z
  .enum(['sent', 'pending', 'failed', 'none'])
  .describe(
    'Whether staff were e-mailed: sent, pending (waiting or retrying), failed (given up), none (nobody to tell)',
  );
export type LeadNotificationState = z.infer<typeof leadNotificationStateSchema>;

/** A staff member a lead can be assigned to. */
export const assigneeSchema = z.object({ id, username: z.string() });
export type AssigneeAnswer = z.infer<typeof assigneeSchema>;

/** An internal note on a lead: staff only, never shown to the lead. */
export const contactNoteSchema = z.object({
  id,
  messageId: id,
  authorId: id.nullable().describe("Null once the author's account is deleted; authorName stays"),
  authorName: z.string(),
  body: z.string(),
  createdAt: timestamp,
  editedAt: timestamp.nullable().describe('Set when an owner edited the note'),
});
export type ContactNoteAnswer = z.infer<typeof contactNoteSchema>;

/** The dashboard's view of staff notifications. */
export const mailStatusSchema = z.object({
  configured: z
    .boolean()
    .describe('False when no SMTP relay is set (SMTP_URL): mail waits as "not configured"'),
  undelivered: z
    .number()
    .int()
    .describe('Notifications not delivered yet (waiting, being sent or given up)'),
  failed: z.number().int().describe('Of those, the ones given up after days of retries'),
  lastError: z.string().nullable(),
});
export type MailStatusAnswer = z.infer<typeof mailStatusSchema>;

/** The dashboard's view of the job runner: jobs failing or given up. */
export const jobsStatusSchema = z.object({
  failing: z.number().int().describe('Jobs whose last attempt failed: being retried, or given up'),
  failures: z
    .array(
      z.object({
        id,
        name: z.string().describe('What the job does, such as portfolio.publish or mail.send'),
        key: z.string().describe('Which occurrence: an item and its due time, or "recurring"'),
        status: z.enum(['retrying', 'failed']).describe('failed: given up, no further attempt'),
        attempts: z.number().int(),
        dueAt: timestamp,
        failedAt: timestamp,
        error: z.string().describe('English, for logs; a coded failure is worded from `reason`'),
        reason: z
          .object({
            code: z.enum(ERROR_CODE_VALUES),
            params: errorParams.optional(),
            fields: z.array(apiFieldErrorSchema).optional(),
          })
          .nullable()
          .describe('A refusal of the domain as a code (ADR 083); null: a technical failure'),
        item: z
          .object({
            id,
            kind: z
              .enum(['project', 'page', 'post'])
              .describe('What it is: a project, a page or a journal post, each with its editor'),
            title: z.string(),
            titleFr: z.string(),
            missing: z
              .array(z.string())
              .describe(
                'What the item lacks now to be published, e.g. "fr.title", "fr.gallery[0].alt", "fr.blocks.2.members.0.role"',
              ),
          })
          .nullable()
          .describe(
            'For a scheduled publish or unpublish: the project, page or post it is about (null once deleted)',
          ),
      }),
    )
    .describe('The latest failures, newest first (at most 10)'),
});
export type JobsStatusAnswer = z.infer<typeof jobsStatusSchema>;

export const mailRetryAnswerSchema = z.object({ message: z.string(), retried: z.number().int() });
export type MailRetryAnswer = z.infer<typeof mailRetryAnswerSchema>;

export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  company: z.string().describe('Empty when not given'),
  service: z
    .string()
    .describe(`One of ${INQUIRY_SERVICE_VALUES.join(', ')} (older messages may hold others)`),
  message: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
  sourcePage: z.string().nullable().describe('Page the form was sent from; null when unknown'),
  referrer: z.string().nullable().describe('Referrer of the visit; null when unknown'),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  locale: localeSchema.describe(
    'The language of the page the form was sent from (en for messages from before it was kept)',
  ),
  notification: leadNotificationStateSchema,
  stage: z.enum(LEAD_STAGE_VALUES),
  assignee: assigneeSchema.nullable().describe('Who works the lead; null: nobody'),
  consents: z
    .array(consentRecordSchema)
    .describe('What the person agreed to, with the policy version and language they saw'),
  retainedUntil: timestamp
    .nullable()
    .describe('When the retention job anonymises or destroys the lead; null once anonymised'),
  anonymisedAt: timestamp
    .nullable()
    .describe('When the retention job emptied what named the person; null: not anonymised'),
});
export type ContactMessageAnswer = z.infer<typeof contactMessageSchema>;

export const unreadCountAnswerSchema = z.object({ count: z.number().int() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;

export const clientLogoSchema = z.object({
  id,
  name: z.string(),
  iconType: z
    .enum(LOGO_ICON_TYPES)
    .describe(
      'text, react-icon, svg-code or media (a library image): an uploaded SVG is stored as svg-code',
    ),
  iconValue: z
    .string()
    .describe('Display text, a brand icon name, sanitised SVG markup, or a library image id'),
  media: z
    .object({
      imageUrl: z.string(),
      image: portfolioImageSchema,
      alt: z.object({ fr: z.string(), en: z.string() }),
    })
    .nullable()
    .optional()
    .describe("A media logo's library image with its alt text per language (null: deleted)"),
  order: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: timestamp,
});
export type ClientLogoAnswer = z.infer<typeof clientLogoSchema>;

export const svgUploadAnswerSchema = z.object({
  svgContent: z.string().describe('The sanitised markup, ready to save as a logo of type svg-code'),
});
export type SvgUploadAnswer = z.infer<typeof svgUploadAnswerSchema>;

export const contentVersionSchema = z.object({ version: z.number().int() });
export type ContentVersion = z.infer<typeof contentVersionSchema>;
