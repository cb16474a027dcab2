/**
 * The pages API's answers as zod schemas, for the OpenAPI document (the backend's
 * `ApiAnswer`) and its answer checks: their own subpath, so no client bundle carries them.
 * A block is described by its id and type only; `blockSchema` is its full form.
 */
import { z } from './zod';
import { portfolioImageSchema, portfolioItemSchema } from './answers';
import { BLOCK_TYPES } from './blocks';
import { LOCALES } from './locale';

const timestamp = z.iso.datetime();
const perLocale = <T extends z.ZodType>(value: T) => z.object({ fr: value, en: value });
const localPaths = z
  .object({ fr: z.string().optional(), en: z.string().optional() })
  .describe('The address of each language the page is live in');
const blocks = z
  .array(z.looseObject({ id: z.string(), type: z.enum(BLOCK_TYPES) }))
  .describe('The blocks, in order (contracts/blocks.ts: blockSchema)');

const pageFields = {
  title: perLocale(z.string()),
  slug: perLocale(z.string()),
  metaTitle: perLocale(z.string()),
  metaDescription: perLocale(z.string()),
  blocks,
  kind: z.enum(['page', 'post']).describe('A page, or a journal post (its own fields below)'),
  author: z.string(),
  date: z.string().describe("A post's publication day, YYYY-MM-DD ('' until given)"),
  category: perLocale(z.string()),
  coverId: z.number().int().nullable().describe('A library image'),
  relatedProjectIds: z.array(z.number().int()),
};

export const pageAnswerSchema = z.object({
  id: z.number().int(),
  ...pageFields,
  live: perLocale(z.boolean()),
  missing: perLocale(z.array(z.string())).describe('What each language lacks to go live'),
  schedule: z.object({
    publishAt: timestamp.nullable(),
    unpublishAt: timestamp.nullable(),
    scheduledBy: z.string().nullable(),
  }),
  version: z.number().int().describe('The revision number, also the ETag'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const pageSummarySchema = pageAnswerSchema
  .pick({
    id: true,
    kind: true,
    title: true,
    slug: true,
    date: true,
    live: true,
    missing: true,
    version: true,
  })
  .extend({ scheduledAt: timestamp.nullable(), updatedAt: timestamp });

const publicImageSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  image: portfolioImageSchema,
  alt: z.string(),
  caption: z.string(),
});

/** A project as a card on a public page (a projects block, a post's related work). */
const projectCard = portfolioItemSchema.pick({
  id: true,
  title: true,
  slug: true,
  category: true,
  year: true,
  image: true,
  imageUrl: true,
});

export const publicPageSchema = z.object({
  id: z.number().int(),
  locale: z.enum(LOCALES),
  title: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  paths: localPaths,
  blocks,
  media: z.record(z.string(), publicImageSchema).describe('Library images by id'),
  projects: z
    .record(z.string(), z.array(projectCard))
    .describe("Each projects block's cards, by block id"),
  updatedAt: timestamp,
});

export const publicPageAnswerSchema = z.union([
  publicPageSchema,
  z
    .object({ movedTo: z.string() })
    .describe("The slug is the page's slug in the other language: its address here"),
]);

export const publicPostAnswerSchema = z.union([
  publicPageSchema.extend({
    post: z.object({
      author: z.string(),
      date: z.string(),
      category: z.string(),
      cover: publicImageSchema.nullable(),
      related: z.array(projectCard).describe('Related projects visible in this language'),
    }),
  }),
  z
    .object({ movedTo: z.string() })
    .describe("The slug is the post's slug in the other language: its address here"),
]);

export const postCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  author: z.string(),
  date: z.string(),
  category: z.string(),
  summary: z.string(),
  cover: publicImageSchema.nullable(),
  updatedAt: timestamp,
});

export const pageSitemapEntrySchema = z.object({
  id: z.number().int(),
  paths: localPaths,
  updatedAt: timestamp,
});

const navLink = z.object({
  label: perLocale(z.string()),
  pageId: z.number().int().nullable(),
  path: perLocale(z.string()),
});
export const navigationAnswerSchema = z.object({
  header: z.array(navLink),
  footer: z.array(navLink),
});

const publicNavLink = z.object({ label: z.string(), href: z.string() });
export const publicNavigationSchema = z.object({
  header: z.array(publicNavLink),
  footer: z.array(publicNavLink),
});
