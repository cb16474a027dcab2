import type { Route } from './+types/sitemap';
import { caseStudyImages } from '~/components/site/case-study/seo';
import { LOCALE_TAGS, LOCALES } from '@prism/contracts/locale';
import { projectAlternates, projectPath } from '~/components/site/portfolio-card';
import { getPortfolio } from '~/lib/api.server';
import { absoluteUrl } from '~/lib/seo';
import { bothLanguages, sitePath, type Alternates, type SitePage } from '~/lib/site-paths';

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
 * Every public page in each language: the landing page, the privacy policy and one entry
 * per project published and ready in that language (the API lists no others), with its
 * last change, its images and its alternates, built as the pages build their hreflang.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context;
  const lists = await Promise.all(LOCALES.map((locale) => getPortfolio(context, locale)));
  const urls: SitemapUrl[] = LOCALES.flatMap((locale, i) => {
    const page = (p: SitePage, priority: string): SitemapUrl => ({
      loc: absoluteUrl(publicUrl, sitePath(locale, p)),
      priority,
      alternates: bothLanguages(p),
    });
    return [
      page({ page: 'landing' }, '1.0'),
      ...(lists[i] ?? []).map((item) => ({
        loc: absoluteUrl(publicUrl, projectPath(item, locale)),
        priority: '0.8',
        lastmod: item.updatedAt,
        images: caseStudyImages(item, publicUrl),
        alternates: projectAlternates(item),
      })),
      page({ page: 'privacy' }, '0.2'),
    ];
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map((u) => entry(publicUrl, u)),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
