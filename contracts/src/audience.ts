/**
 * Built-in audience counting: what the site server sends the API, what the
 * dashboard's Audience panel reads, and the on/off setting.
 */
import { dayText } from './day-text';
import { z } from './zod';
import { fieldCode } from './error-codes';

export const AUDIENCE_LIMITS = {
  /** Raw page views are kept this many days, then deleted. */
  rawDays: 60,
  /** Daily aggregates are kept this many months, then deleted. */
  dailyMonths: 25,
  /** A salt is deleted this long after it was made, so no key can be recomputed later. */
  saltHours: 48,
  /** Page views in one batch from the site server. */
  maxBatch: 1000,
  /** Identical views one entry of a batch stands for (the site server sends repeats once). */
  maxRepeats: 100_000,
  /** Views one batch stands for, its entries' `views` together (issue 44). */
  maxBatchViews: 1_000_000,
  /** The longest range the panel asks for, in days. */
  maxRangeDays: 800,
  /** Rows in each "top" table of the panel. */
  topRows: 10,
  path: 300,
  host: 253,
  utm: 200,
  network: 64,
  userAgent: 512,
} as const;

/** The channels a visit's source is sorted into (docs/product.md#audience). */
export const AUDIENCE_CHANNELS = [
  'direct',
  'organic',
  'social',
  'referral',
  'email',
  'paid',
] as const;
export type AudienceChannel = (typeof AUDIENCE_CHANNELS)[number];

export const AUDIENCE_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type AudienceDevice = (typeof AUDIENCE_DEVICES)[number];

/** The page ranges the panel offers; anything else is a custom range. */
export const AUDIENCE_PRESETS = [7, 30, 90] as const;

/**
 * The header the site server names itself with on POST /api/internal/audience/views
 * (AUDIENCE_SECRET of both servers; unset, the one generated under DATA_DIR).
 */
export const AUDIENCE_SECRET_HEADER = 'x-prism-audience-secret';

/**
 * What a utm_* value (a source, medium or campaign name) may be: letters, digits and plain
 * punctuation, starting with a letter or a digit, so neither markup (`<script>`) nor a
 * spreadsheet formula (`=HYPERLINK(`) ever reaches the report or an export (issue 44).
 */
export const UTM_VALUE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} _.,:;/&'!?()+#%|~-]*$/u;

/** A referrer's host as URL.host writes it: a name or an address, and a port. */
export const REFERRER_HOST = /^[a-z0-9_.\-[\]:]+$/i;

/** A visitor's utm_* value as the site sends it, or null when there is none fit to send. */
export function utmValueOf(raw: string | null | undefined): string | null {
  const value = raw?.trim().slice(0, AUDIENCE_LIMITS.utm).trim();
  return value && UTM_VALUE.test(value) ? value : null;
}

const utmText = (field: string) =>
  z
    .string()
    .max(AUDIENCE_LIMITS.utm)
    .regex(
      UTM_VALUE,
      `${field} must be letters, digits and plain punctuation, starting with a letter or a digit`,
    )
    .nullable()
    .default(null);

/**
 * One counted page view as the site server saw it, or `views` identical ones (the same
 * visitor, page and source in the same minute, `at` the first). The User-Agent and the
 * address's network travel only so the API can make the day's visitor key; neither is stored.
 */
export const pageViewInputSchema = z.object({
  at: z.iso.datetime({ error: 'at must be an ISO date-time' }),
  path: z.string().min(1).max(AUDIENCE_LIMITS.path).startsWith('/', 'path must start with /'),
  locale: z.enum(['fr', 'en']),
  referrerHost: z
    .string()
    .max(AUDIENCE_LIMITS.host)
    .regex(REFERRER_HOST, 'referrerHost must be a host name')
    .nullable()
    .default(null),
  utmSource: utmText('utmSource'),
  utmMedium: utmText('utmMedium'),
  utmCampaign: utmText('utmCampaign'),
  device: z.enum(AUDIENCE_DEVICES),
  network: z.string().max(AUDIENCE_LIMITS.network),
  userAgent: z.string().max(AUDIENCE_LIMITS.userAgent),
  views: z.number().int().min(1).max(AUDIENCE_LIMITS.maxRepeats).default(1),
});
export type PageViewInput = z.input<typeof pageViewInputSchema>;

export const pageViewBatchSchema = z.object({
  views: z
    .array(pageViewInputSchema)
    .max(AUDIENCE_LIMITS.maxBatch, `views must hold at most ${AUDIENCE_LIMITS.maxBatch} items`)
    .refine(
      (views) => views.reduce((sum, v) => sum + v.views, 0) <= AUDIENCE_LIMITS.maxBatchViews,
      {
        message: `views must stand for at most ${AUDIENCE_LIMITS.maxBatchViews} views together`,
        params: fieldCode('too_big', { max: AUDIENCE_LIMITS.maxBatchViews }),
      },
    ),
});
export type PageViewBatch = z.input<typeof pageViewBatchSchema>;

/** The API's answer to a batch: whether counting is on (the site stops counting when off). */
export const pageViewBatchAnswerSchema = z.object({
  counting: z.boolean(),
  stored: z.number().int(),
});
export type PageViewBatchAnswer = z.infer<typeof pageViewBatchAnswerSchema>;

/** Query of GET /api/admin/audience: days in the agency's time zone, both inclusive. */
export const audienceQuerySchema = z
  .object({
    from: dayText('from').optional(),
    to: dayText('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: 'from must not be after to',
    params: fieldCode('date_order'),
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < AUDIENCE_LIMITS.maxRangeDays,
    {
      path: ['to'],
      message: `The range must be at most ${AUDIENCE_LIMITS.maxRangeDays} days`,
      params: fieldCode('range_too_long', { max: AUDIENCE_LIMITS.maxRangeDays }),
    },
  );
export type AudienceQuery = z.input<typeof audienceQuerySchema>;

const count = z.number().int().nonnegative();

export const audienceDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD in the agency time zone'),
  views: count,
  visitors: count.describe('Distinct visitors that day'),
});
export type AudienceDay = z.infer<typeof audienceDaySchema>;

export const audienceRowSchema = z.object({
  key: z.string().describe('Path, project id, source host, campaign, channel, language, device'),
  label: z.string().describe('What the panel shows for the key'),
  views: count,
  visitors: count.describe('The sum of daily visitors over the range'),
  leads: count,
  conversion: z.number().describe('leads ÷ visitors, 0 when there are no visitors'),
});
export type AudienceRow = z.infer<typeof audienceRowSchema>;

const totalsSchema = z.object({
  views: count,
  visitors: count.describe('The sum of daily visitors over the range'),
  leads: count,
  conversion: z.number(),
});

export const audienceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The range of the same length just before, drawn beside the current one. */
  previousFrom: z.string(),
  previousTo: z.string(),
  timeZone: z.string(),
  counting: z.boolean(),
  days: z.array(audienceDaySchema),
  previousDays: z.array(audienceDaySchema),
  totals: totalsSchema,
  previousTotals: totalsSchema,
  pages: z.array(audienceRowSchema),
  landings: z.array(audienceRowSchema),
  projects: z.array(audienceRowSchema),
  sources: z.array(audienceRowSchema),
  channels: z.array(audienceRowSchema),
  campaigns: z.array(audienceRowSchema),
  locales: z.array(audienceRowSchema),
  devices: z.array(audienceRowSchema),
});
export type AudienceReport = z.infer<typeof audienceReportSchema>;

/** The owner's switch: with counting off nothing is counted and the site sends nothing. */
export const audienceSettingsSchema = z.object({
  counting: z.boolean({ error: 'counting must be true or false' }),
});
export type AudienceSettings = z.infer<typeof audienceSettingsSchema>;
