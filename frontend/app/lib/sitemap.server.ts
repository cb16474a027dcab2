import type { PortfolioItemAnswer } from '@prism/contracts';
import { LOCALE_TAGS, LOCALES, type Locale } from '@prism/contracts/locale';
import { caseStudyImages } from '~/components/site/case-study/seo';
import { projectAlternates, projectPath } from '~/components/site/portfolio-card';
import type { PageSitemapEntry } from '@prism/contracts/pages';
import { getLivePages, getWholePortfolio } from '~/lib/api.server';
import { absoluteUrl } from '~/lib/seo';
import { bothLanguages, sitePath, type Alternates, type SitePage } from '~/lib/site-paths';
import type { SiteContext } from '~/context';

/** URLs in one sitemap at most: the protocol's limit (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A language's sitemap file as the index names it: `/sitemaps/en-1.xml`. */
export const sitemapPath = (locale: Locale, part: number): string =>
  `/sitemaps/${locale}-${part}.xml`;

/** The language and part of a sitemap file's name (`en-1.xml`), or null for any other. */
export function sitemapPart(file: string): { locale: Locale; part: number } | null {
  const match = /^(en|fr)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  return { locale: match[1] as Locale, part: Number(match[2]) };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface SitemapUrl {
  loc: string;
  priority: string;
  lastmod?: string;
  images?: string[];
  /** The page in each language it exists in, itself included (the same as its hreflang). */
  alternates: Alternates;
}

function entry(publicUrl: string, u: SitemapUrl): string {
  const parts = [`<loc>${escapeXml(u.loc)}</loc>`];
  for (const locale of LOCALES) {
    const path = u.alternates[locale];
    if (path === undefined) continue;
    parts.push(alternate(LOCALE_TAGS[locale], absoluteUrl(publicUrl, path)));
  }
  parts.push(alternate('x-default', absoluteUrl(publicUrl, '/')));
  if (u.lastmod) parts.push(`<lastmod>${u.lastmod}</lastmod>`);
  parts.push(`<priority>${u.priority}</priority>`);
  for (const image of u.images ?? []) {
    parts.push(`<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
  }
  return `  <url>${parts.join('')}</url>`;
}

const alternate = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

/**
 * A language's public pages in sitemap order, as positions: the landing page, the
 * portfolio index page (its first page: the projects are all listed here), one per project
 * published and ready in that language (the API lists no others), one per page built from
 * blocks or journal post live in it (issue 50), the journal's index, the privacy policy. A
 * part of the sitemap makes the entries of its own slice only.
 */
interface LanguagePages {
  count: number;
  urlAt: (index: number) => SitemapUrl;
  /** The latest change among the pages from `start` to `end` (exclusive), if known. */
  lastChange: (start: number, end: number) => string | undefined;
}

async function languagePages(context: SiteContext, locale: Locale): Promise<LanguagePages> {
  const { publicUrl } = context;
  const [items, livePages]: [readonly PortfolioItemAnswer[], readonly PageSitemapEntry[]] =
    await Promise.all([getWholePortfolio(context, locale), getLivePages(context, locale)]);
  // A page the API lists without an address in this language is not one of its pages.
  const blockPages = livePages.filter((p) => p.paths[locale] !== undefined);
  const page = (p: SitePage, priority: string): SitemapUrl => ({
    loc: absoluteUrl(publicUrl, sitePath(locale, p)),
    priority,
    alternates: bothLanguages(p),
  });
  const project = (item: PortfolioItemAnswer): SitemapUrl => ({
    loc: absoluteUrl(publicUrl, projectPath(item, locale)),
    priority: '0.8',
    lastmod: item.updatedAt,
    images: caseStudyImages(item, publicUrl),
    alternates: projectAlternates(item),
  });
  const blockPage = (entry: PageSitemapEntry): SitemapUrl => ({
    loc: absoluteUrl(publicUrl, entry.paths[locale] ?? ''),
    priority: '0.6',
    lastmod: entry.updatedAt,
    alternates: entry.paths,
  });
  /** The pages before the dated ones: the landing page and the portfolio index. */
  const before = 2;
  // Then the projects, then the pages built from blocks, the privacy policy last.
  const dated: readonly { updatedAt: string }[] = [...items, ...blockPages];
  // After them the journal's index (issue 50), then the privacy policy.
  const count = before + dated.length + 2;
  return {
    count,
    urlAt: (index) => {
      if (index === 0) return page({ page: 'landing' }, '1.0');
      if (index === 1) return page({ page: 'work' }, '0.9');
      const item = items[index - before];
      if (item) return project(item);
      const entry = blockPages[index - before - items.length];
      if (entry) return blockPage(entry);
      return index === count - 2
        ? page({ page: 'journal' }, '0.7')
        : page({ page: 'privacy' }, '0.2');
    },
    lastChange: (start, end) => {
      let latest: string | undefined;
      for (const entry of dated.slice(Math.max(0, start - before), Math.max(0, end - before))) {
        if (!latest || entry.updatedAt > latest) latest = entry.updatedAt;
      }
      return latest;
    },
  };
}

const xmlAnswer = (lines: string[]) =>
  new Response(['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n'), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });

/**
 * The latest change of a language's public content, as its sitemap dates it (its projects,
 * pages and posts); undefined while none is live. An empty journal feed's `updated`.
 */
export async function latestChange(
  context: SiteContext,
  locale: Locale,
): Promise<string | undefined> {
  const pages = await languagePages(context, locale);
  return pages.lastChange(0, pages.count);
}

/**
 * The sitemap index (`/sitemap.xml`): each language's sitemap files, SITEMAP_MAX_URLS
 * pages each, with the latest change of the projects in each. It reads the counts only.
 */
export async function sitemapIndex(
  context: SiteContext,
  max = SITEMAP_MAX_URLS,
): Promise<Response> {
  const { publicUrl } = context;
  const languages = await Promise.all(
    LOCALES.map(async (locale) => ({ locale, pages: await languagePages(context, locale) })),
  );
  const files = languages.flatMap(({ locale, pages }) =>
    Array.from({ length: Math.ceil(pages.count / max) }, (_, p) => {
      const lastmod = pages.lastChange(p * max, (p + 1) * max);
      const loc = escapeXml(absoluteUrl(publicUrl, sitemapPath(locale, p + 1)));
      return `  <sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    }),
  );
  return xmlAnswer([
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
  ]);
}

/**
 * One part of a language's sitemap (`/sitemaps/fr-2.xml`): its pages with their last
 * change, images and alternates, built as the pages build their hreflang; null for a part
 * past the last.
 */
export async function sitemapFile(
  context: SiteContext,
  locale: Locale,
  part: number,
  max = SITEMAP_MAX_URLS,
): Promise<Response | null> {
  const pages = await languagePages(context, locale);
  const start = (part - 1) * max;
  if (start >= pages.count) return null;
  const end = Math.min(pages.count, start + max);
  const urls: string[] = [];
  for (let index = start; index < end; index += 1) {
    urls.push(entry(context.publicUrl, pages.urlAt(index)));
  }
  return xmlAnswer([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ]);
}
