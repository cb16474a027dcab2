import type { Route } from './+types/sitemap';
import { caseStudyImages } from '~/components/site/case-study/seo';
import { getPortfolio } from '~/lib/api.server';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface SitemapUrl {
  loc: string;
  priority: string;
  lastmod?: string;
  images?: string[];
}

function entry(u: SitemapUrl): string {
  const parts = [`<loc>${escapeXml(u.loc)}</loc>`];
  if (u.lastmod) parts.push(`<lastmod>${u.lastmod}</lastmod>`);
  parts.push(`<priority>${u.priority}</priority>`);
  for (const image of u.images ?? []) {
    parts.push(`<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
  }
  return `  <url>${parts.join('')}</url>`;
}

/**
 * Every public page: the landing page, the privacy policy and one entry per published
 * project (the API never lists drafts to the site), with its last change and its images.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await getPortfolio(context);
  const urls: SitemapUrl[] = [
    { loc: `${context.publicUrl}/`, priority: '1.0' },
    ...items.map((item) => ({
      loc: `${context.publicUrl}/portfolio/${item.id}`,
      priority: '0.8',
      lastmod: item.updatedAt,
      images: caseStudyImages(item, context.publicUrl),
    })),
    { loc: `${context.publicUrl}/privacy`, priority: '0.2' },
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls.map(entry),
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
