/**
 * Pages staff build from blocks (issue 50): what the API takes and answers, the page's
 * address in each language, and when a language is ready to go live. The rules of
 * publication, schedule, revisions and field-level saves are the portfolio item's.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { localeSchema, type Locale } from './locale';
import type { PortfolioImage, PortfolioItemAnswer } from './answers';
import { PATH_WORDS } from './site-paths';
import { slugSchema } from './translations';
import { blockListSchema, blocksMissing, localText, plainText, type Block } from './blocks';

export const PAGE_LIMITS = {
  title: 120,
  metaTitle: 70,
  metaDescription: 160,
  navLabel: 40,
  headerLinks: 8,
  footerLinks: 12,
} as const;

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
});
export type PageFields = z.output<typeof pageFieldsSchema>;
export type PageFieldsInput = z.input<typeof pageFieldsSchema>;

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
  'id' | 'title' | 'slug' | 'live' | 'missing' | 'updatedAt' | 'version'
> & { scheduledAt: string | null };

/**
 * What a language still lacks before the page can go live in it: `title`, `slug` and
 * every block's missing paths (`blocks.2.members.0.role`). Empty: ready.
 */
export function pageMissing(
  page: Pick<PageFields, 'title' | 'slug' | 'blocks'>,
  locale: Locale,
): string[] {
  const missing: string[] = [];
  if (page.title[locale].trim() === '') missing.push('title');
  if (page.slug[locale].trim() === '') missing.push('slug');
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
