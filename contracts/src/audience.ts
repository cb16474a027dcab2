/**
 * Built-in audience counting (ADR 053): what the site server sends the API, what the
 * dashboard's Audience panel reads, and the on/off setting.
 */
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
 * (AUDIENCE_SECRET of both servers).
 */
export const AUDIENCE_SECRET_HEADER = 'x-prism-audience-secret';

/**
 * The value of that header when AUDIENCE_SECRET is unset: the API accepts it from a
 * loopback address only, so the embedded run needs no setting and nobody else can use it.
 */
export const EMBEDDED_AUDIENCE_SECRET = 'prism-embedded-audience-secret';

const optionalText = (max: number) => z.string().max(max).nullable().default(null);

/**
 * One counted page view as the site server saw it, or `views` identical ones (the same
 * visitor, page and source in the same minute, `at` the first). The User-Agent and the
 * address's network travel only so the API can make the day's visitor key; neither is stored.
 */
export const pageViewInputSchema = z.object({
  at: z.iso.datetime({ error: 'at must be an ISO date-time' }),
  path: z.string().min(1).max(AUDIENCE_LIMITS.path),
  locale: z.enum(['fr', 'en']),
  referrerHost: optionalText(AUDIENCE_LIMITS.host),
  utmSource: optionalText(AUDIENCE_LIMITS.utm),
  utmMedium: optionalText(AUDIENCE_LIMITS.utm),
  utmCampaign: optionalText(AUDIENCE_LIMITS.utm),
  device: z.enum(AUDIENCE_DEVICES),
  network: z.string().max(AUDIENCE_LIMITS.network),
  userAgent: z.string().max(AUDIENCE_LIMITS.userAgent),
  views: z.number().int().min(1).max(AUDIENCE_LIMITS.maxRepeats).default(1),
});
export type PageViewInput = z.input<typeof pageViewInputSchema>;

export const pageViewBatchSchema = z.object({
  views: z
    .array(pageViewInputSchema)
    .max(AUDIENCE_LIMITS.maxBatch, `views must hold at most ${AUDIENCE_LIMITS.maxBatch} items`),
});
export type PageViewBatch = z.input<typeof pageViewBatchSchema>;

/** The API's answer to a batch: whether counting is on (the site stops counting when off). */
export const pageViewBatchAnswerSchema = z.object({
  counting: z.boolean(),
  stored: z.number().int(),
});
export type PageViewBatchAnswer = z.infer<typeof pageViewBatchAnswerSchema>;

const dayText = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), {
      message: `${label} must be a real date`,
      params: fieldCode('invalid_date'),
    });

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

/**
 * The network of an address, the only part of it the visitor key reads: /24 for IPv4
 * (an IPv4-mapped IPv6 address counts as IPv4), /48 for IPv6. Empty for anything else.
 */
export function networkOf(address: string): string {
  const mapped = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (mapped) return `${mapped.slice(1, 4).join('.')}.0/24`;
  if (!address.includes(':')) return '';
  const [head, tail] = (address.split('%')[0] ?? '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  const first = groups.slice(0, 3).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${first.join(':')}::/48`;
}
