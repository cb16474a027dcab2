/**
 * Pages staff build from blocks (issue 50): what the API takes and answers, the page's
 * address in each language, and when a language is ready to go live. The rules of
 * publication, schedule, revisions and field-level saves are the portfolio item's.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { localeSchema, type Locale } from './locale';
import type { PortfolioImage, PortfolioItemAnswer } from './answers';
import { PATH_WORDS, postPath } from './site-paths';
import { slugSchema } from './translations';
import { blockListSchema, blocksMissing, localText, type Block } from './blocks';
import { plainText } from './plain-text';

export const PAGE_LIMITS = {
  title: 120,
  metaTitle: 70,
  metaDescription: 160,
  navLabel: 40,
  headerLinks: 8,
  footerLinks: 12,
  /** A journal post's byline, category and related projects (issue 50). */
  author: 80,
  category: 60,
  relatedProjects: 6,
  /** Posts on a page of the journal's index, and in its feed. */
  journalPage: 12,
  feedItems: 20,
} as const;

/**
 * What a record of the pages table is: a page at `/<lang>/<slug>`, or a journal post at
 * `/<lang>/journal/<slug>` with its byline, date, category, cover and related projects
 * Set at creation, never changed.
 */
export const PAGE_KINDS = ['page', 'post'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A post's publication date as staff give it, a calendar day (`2026-11-29`), or '' (none yet). */
export const postDateSchema = z
  .string({ error: 'Date must be text' })
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Date must be a day written YYYY-MM-DD')
  .refine((v) => v === '' || isCalendarDay(v), {
    message: 'Date must be a day written YYYY-MM-DD',
    params: fieldCode('invalid_date'),
  });

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const relatedProjectsSchema = z
  .array(z.number().int().min(1, 'Project must be a project id'))
  .max(
    PAGE_LIMITS.relatedProjects,
    `A post names at most ${PAGE_LIMITS.relatedProjects} related projects`,
  )
  .refine((ids) => new Set(ids).size === ids.length, {
    message: 'A project is named twice',
    params: fieldCode('not_unique'),
  });

/** A record's address in a language: a page's (`/fr/<slug>`) or a post's (`/fr/journal/<slug>`). */
export const recordPath = (kind: PageKind, locale: Locale, slug: string): string =>
  kind === 'post' ? postPath(locale, slug) : pagePath(locale, slug);

/** Words a page's slug cannot take: the site's own sections in either language. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(
  Object.values(PATH_WORDS).flatMap((words) => Object.values(words)),
);

export const pageSlugSchema = slugSchema.refine((v) => !RESERVED_PAGE_SLUGS.has(v), {
  message: 'This address is one of the site’s own sections',
  params: fieldCode('reserved_path'),
});

/** A page's address in a language: `/fr/<slug>`, `/en/<slug>`. */
export const pagePath = (locale: Locale, slug: string): string =>
  `/${locale}/${encodeURIComponent(slug)}`;

/**
 * POST /api/pages and the whole-page save: the page's texts per language and its blocks.
 * A field-level save (PATCH) sends only the fields the person changed.
 */
export const pageFieldsSchema = z.object({
  title: localText('Title', PAGE_LIMITS.title),
  slug: z.object({ fr: pageSlugSchema.default(''), en: pageSlugSchema.default('') }).prefault({}),
  metaTitle: localText('Meta title', PAGE_LIMITS.metaTitle),
  metaDescription: localText('Meta description', PAGE_LIMITS.metaDescription),
  blocks: blockListSchema.default([]),
  kind: z.enum(PAGE_KINDS, { error: 'Kind must be page or post' }).default('page'),
  // A post's own fields (a page keeps them empty).
  author: plainText('Author', PAGE_LIMITS.author).default(''),
  date: postDateSchema.default(''),
  category: localText('Category', PAGE_LIMITS.category),
  coverId: z.number().int().min(1, 'Cover must be a library image id').nullable().default(null),
  relatedProjectIds: relatedProjectsSchema.default([]),
});
export type PageFields = z.output<typeof pageFieldsSchema>;
export type PageFieldsInput = z.input<typeof pageFieldsSchema>;

/** The fields only a post fills in. */
export type PostFieldName =
  'kind' | 'author' | 'date' | 'category' | 'coverId' | 'relatedProjectIds';
/** A page's fields where the post's may be left out (a page's are then `noPostFields()`). */
export type PageFieldsGiven = Omit<PageFields, PostFieldName> &
  Partial<Pick<PageFields, PostFieldName>>;

/** The post fields of a page: its kind and nothing written. */
export const noPostFields = (): Pick<PageFields, PostFieldName> => ({
  kind: 'page',
  author: '',
  date: '',
  category: { fr: '', en: '' },
  coverId: null,
  relatedProjectIds: [],
});

/** A language's text in a PATCH: only the languages given change. */
const patchText = (label: string, max: number) =>
  z.object({ fr: plainText(label, max).optional(), en: plainText(label, max).optional() });

/**
 * PATCH /api/pages/:id: the fields the person changed, each language apart; `blocks`, when
 * given, is the whole list as the person has it (the server merges it with a colleague's
 * by block id). No defaults: a field left out is left as it is.
 */
export const pagePatchSchema = z.object({
  title: patchText('Title', PAGE_LIMITS.title).optional(),
  slug: z.object({ fr: pageSlugSchema.optional(), en: pageSlugSchema.optional() }).optional(),
  metaTitle: patchText('Meta title', PAGE_LIMITS.metaTitle).optional(),
  metaDescription: patchText('Meta description', PAGE_LIMITS.metaDescription).optional(),
  blocks: blockListSchema.optional(),
  author: plainText('Author', PAGE_LIMITS.author).optional(),
  date: postDateSchema.optional(),
  category: patchText('Category', PAGE_LIMITS.category).optional(),
  coverId: z.number().int().min(1, 'Cover must be a library image id').nullable().optional(),
  relatedProjectIds: relatedProjectsSchema.optional(),
});
export type PagePatchInput = z.input<typeof pagePatchSchema>;
export type PagePatch = z.output<typeof pagePatchSchema>;

/**
 * PUT /api/pages/:id/live: each language given goes live (true, refused while
 * `pageMissing` names anything for it) or leaves the site (false).
 */
export const pageLiveSchema = z.object({
  fr: z.boolean({ error: 'Live must be true or false' }).optional(),
  en: z.boolean({ error: 'Live must be true or false' }).optional(),
});
export type PageLiveInput = z.input<typeof pageLiveSchema>;

/** POST /api/pages/preview: a draft rendered as the public page would be, nothing stored. */
export const pagePreviewSchema = z.object({ locale: localeSchema, fields: pageFieldsSchema });
export type PagePreviewInput = z.input<typeof pagePreviewSchema>;

/** A page's scheduled publication (UTC), as the portfolio item's. */
export interface PageSchedule {
  /** Every complete language goes live then (each language the settings require must be). */
  publishAt: string | null;
  /** Every language leaves the site then. */
  unpublishAt: string | null;
  scheduledBy: string | null;
}

/** A page as staff read and save it (GET/POST/PATCH /api/pages…). */
export interface PageAnswer extends PageFields {
  id: number;
  live: Record<Locale, boolean>;
  /** What each language lacks before it can go live (`pageMissing`). */
  missing: Record<Locale, string[]>;
  schedule: PageSchedule;
  /** The page's revision number, also sent as ETag: a save names it with If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A page in the staff list (GET /api/pages). */
export type PageSummary = Pick<
  PageAnswer,
  'id' | 'kind' | 'title' | 'slug' | 'live' | 'missing' | 'date' | 'updatedAt' | 'version'
> & { scheduledAt: string | null };

/**
 * What a language still lacks before the page can go live in it: `title`, `slug`, a
 * post's `author` and `date`, and every block's missing paths (`blocks.2.members.0.role`).
 * Empty: ready.
 */
export function pageMissing(
  page: Pick<PageFields, 'title' | 'slug' | 'blocks'> &
    Partial<Pick<PageFields, 'kind' | 'author' | 'date'>>,
  locale: Locale,
): string[] {
  const missing: string[] = [];
  if (page.title[locale].trim() === '') missing.push('title');
  if (page.slug[locale].trim() === '') missing.push('slug');
  if (page.kind === 'post') {
    if (!page.author?.trim()) missing.push('author');
    if (!page.date) missing.push('date');
  }
  if (page.blocks.length === 0) missing.push('blocks');
  return [...missing, ...blocksMissing(page.blocks, locale)];
}

/** One link of the header or footer: to a page (its address follows its slug) or to a path. */
export const navLinkSchema = z.object({
  label: localText('Link label', PAGE_LIMITS.navLabel),
  pageId: z.number().int().min(1, 'Page must be a page id').nullable().default(null),
  /** Used when pageId is null: a path on this site per language (`/fr/realisations`). */
  path: z
    .object({
      fr: z.string().trim().max(300).default(''),
      en: z.string().trim().max(300).default(''),
    })
    .prefault({}),
});
export const navigationSchema = z.object({
  header: z.array(navLinkSchema).max(PAGE_LIMITS.headerLinks).default([]),
  footer: z.array(navLinkSchema).max(PAGE_LIMITS.footerLinks).default([]),
});
export type NavLink = z.output<typeof navLinkSchema>;
export type Navigation = z.output<typeof navigationSchema>;

/** A library image as a public page shows it, in the page's language. */
export interface PublicImage {
  id: number;
  /** The widest JPEG rendition; `image` holds every rendition and the focal point. */
  imageUrl: string;
  image: PortfolioImage;
  alt: string;
  caption: string;
}

/** A project card a `projects` block shows. */
export type PublicProjectCard = Pick<
  PortfolioItemAnswer,
  'id' | 'title' | 'slug' | 'category' | 'year' | 'image' | 'imageUrl'
>;

/**
 * A page as the public site renders it, in one language (GET /api/pages/public/:locale/:slug):
 * its blocks with the images and projects they name already resolved, so the renderer
 * makes no further call. An image or project that is gone or unpublished is absent
 * from the maps, and the block leaves it out.
 */
export interface PublicPage {
  id: number;
  locale: Locale;
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** The page's address in each language it is live in (hreflang, the language switch). */
  paths: Partial<Record<Locale, string>>;
  blocks: Block[];
  /** Library images by id. */
  media: Record<number, PublicImage>;
  /** Each `projects` block's cards, by block id, in the order shown. */
  projects: Record<string, PublicProjectCard[]>;
  updatedAt: string;
}

/**
 * GET /api/pages/public/:locale/:slug when the slug is the page's slug in the other
 * language: where the page lives in the language asked for (or, not live there, in the
 * other), so the site answers 301 to it.
 */
export interface PublicPageMove {
  movedTo: string;
}
export type PublicPageAnswer = PublicPage | PublicPageMove;
export const isPageMove = (answer: PublicPageAnswer): answer is PublicPageMove =>
  'movedTo' in answer;

/** A live page in the sitemap (GET /api/pages/public?lang=). */
export interface PageSitemapEntry {
  id: number;
  paths: Partial<Record<Locale, string>>;
  updatedAt: string;
}

/** A header or footer link as the site shows it in one language (GET /api/navigation?lang=). */
export interface PublicNavLink {
  label: string;
  href: string;
}
export interface PublicNavigation {
  header: PublicNavLink[];
  footer: PublicNavLink[];
}

/** A post's byline and what it links to, as its public page shows them in one language. */
export interface PublicPostDetails {
  author: string;
  /** The publication day (`2026-11-29`). */
  date: string;
  category: string;
  /** The cover from the library; null when none, or gone. */
  cover: PublicImage | null;
  /** The related projects published and ready in the language, in the order chosen. */
  related: PublicProjectCard[];
}

/**
 * A journal post as the public site renders it (GET /api/journal/public/:locale/:slug): a
 * page of blocks and its post's details.
 */
export interface PublicPost extends PublicPage {
  post: PublicPostDetails;
}
export type PublicPostAnswer = PublicPost | PublicPageMove;

/** A post on the journal's index and in its feed (GET /api/journal/public?lang=). */
export interface PostCard {
  id: number;
  title: string;
  /** The post's address in this language (`/fr/journal/<slug>`). */
  path: string;
  author: string;
  date: string;
  category: string;
  /** The post's meta description: the index's and the feed's summary. */
  summary: string;
  cover: PublicImage | null;
  /** When the post last changed (the feed's and the sitemap's last modified). */
  updatedAt: string;
}
