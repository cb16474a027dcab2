/**
 * Redirects, the 404 log and image focal points: what staff send and
 * read, and what the site server sends the API.
 */
import { REFERRER_HOST } from './audience';
import { z } from './zod';

export const REDIRECT_LIMITS = {
  /** Longest from-path and to-path or URL. */
  path: 500,
  /** Redirects at most (each one is held in memory by every site server). */
  maxRedirects: 5000,
  /** Rows in one CSV import. */
  maxImportRows: 5000,
  /** CSV import body, in bytes. */
  maxImportBytes: 1024 * 1024,
  /**
   * Paths the 404 log keeps at most: past it, the least-hit paths (oldest last seen
   * first among equals) are dropped.
   */
  notFoundCap: 1000,
  /** Hits and 404s in one batch from the site server. */
  maxBatch: 1000,
  /** One entry's count in a batch (the site server holds a counter there until it sends). */
  maxCount: 100_000,
  /** The counts of a batch's hits together, and of its 404s together (issue 44). */
  maxBatchCount: 1_000_000,
  host: 253,
} as const;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** A site path: starts with one `/`, no query, no fragment, no spaces. */
const PATH = /^\/(?!\/)[^\s?#]*$/;

export const fromPathSchema = z
  .string({ error: 'fromPath is required' })
  .trim()
  .max(REDIRECT_LIMITS.path, `fromPath must be at most ${REDIRECT_LIMITS.path} characters`)
  .regex(PATH, 'fromPath must be a site path starting with / (no query, no #)');

/** A site path (a query or a fragment allowed) or an absolute http(s) URL. */
const TARGET = /^(\/(?!\/)[^\s?#]*([?#]\S*)?|https?:\/\/[^\s/?#]+\S*)$/i;

export const toPathSchema = z
  .string({ error: 'toPath is required' })
  .trim()
  .max(REDIRECT_LIMITS.path, `toPath must be at most ${REDIRECT_LIMITS.path} characters`)
  .regex(TARGET, 'toPath must be a site path starting with / or an http(s) URL');

export const redirectBodySchema = z.object({
  fromPath: fromPathSchema,
  toPath: toPathSchema,
  status: z
    .union([z.literal(301), z.literal(302)], { error: 'status must be 301 or 302' })
    .default(301),
});
export type RedirectBody = z.input<typeof redirectBodySchema>;

export const redirectSchema = z.object({
  id: z.number().int(),
  fromPath: z.string(),
  toPath: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  /** Made by a slug change rather than by hand. */
  automatic: z.boolean(),
  hits: z.number().int().nonnegative(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedirectAnswer = z.infer<typeof redirectSchema>;

/** What the site server answers from (GET /api/redirects/table): from → [to, status, id]. */
export const redirectTableSchema = z.object({
  redirects: z.array(z.tuple([z.string(), z.string(), z.number().int(), z.number().int()])),
});
export type RedirectTable = z.infer<typeof redirectTableSchema>;

/** The CSV import's answer: how many rows were added and replaced. */
export const redirectImportAnswerSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type RedirectImportAnswer = z.infer<typeof redirectImportAnswerSchema>;

export const notFoundEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  referrerHost: z.string().nullable(),
});
export type NotFoundEntry = z.infer<typeof notFoundEntrySchema>;

/** What the site server sends: redirect hits by id, 404s by path, each with its count. */
const siteCount = z
  .number()
  .int()
  .positive()
  .max(REDIRECT_LIMITS.maxCount, `count must be at most ${REDIRECT_LIMITS.maxCount}`);

/** A batch list whose counts together stay within REDIRECT_LIMITS.maxBatchCount. */
const boundedList = <T extends z.ZodType<{ count: number }>>(entry: T, field: string) =>
  z
    .array(entry)
    .max(REDIRECT_LIMITS.maxBatch)
    .refine(
      (list) => list.reduce((sum, e) => sum + e.count, 0) <= REDIRECT_LIMITS.maxBatchCount,
      `${field} must count at most ${REDIRECT_LIMITS.maxBatchCount} together`,
    );

export const siteHitsSchema = z.object({
  hits: boundedList(
    z.object({
      id: z.number().int().positive(),
      count: siteCount,
      at: z.iso.datetime(),
    }),
    'hits',
  ),
  notFound: boundedList(
    z.object({
      path: z.string().min(1).max(REDIRECT_LIMITS.path),
      count: siteCount,
      firstAt: z.iso.datetime(),
      lastAt: z.iso.datetime(),
      referrerHost: z
        .string()
        .max(REDIRECT_LIMITS.host)
        .regex(REFERRER_HOST, 'referrerHost must be a host name')
        .nullable(),
    }),
    'notFound',
  ),
});
export type SiteHits = z.input<typeof siteHitsSchema>;

/** A point of an image that every crop keeps in view, each axis 0..1 from the top left. */
export const focalPointSchema = z.object({
  x: z
    .number({ error: 'x must be a number from 0 to 1' })
    .min(0, 'x must be from 0 to 1')
    .max(1, 'x must be from 0 to 1'),
  y: z
    .number({ error: 'y must be a number from 0 to 1' })
    .min(0, 'y must be from 0 to 1')
    .max(1, 'y must be from 0 to 1'),
});

/** PUT /api/portfolio/:id/focal-point: which image of the item, and its point. */
export const focalPointBodySchema = focalPointSchema.extend({
  image: z
    .string({ error: 'image is required' })
    .regex(
      /^(cover|gallery:\d+|before:\d+|after:\d+)$/,
      'image must be cover, gallery:<id>, before:<id> or after:<id>',
    ),
});
export type FocalPointBody = z.input<typeof focalPointBodySchema>;
