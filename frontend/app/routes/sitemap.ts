import type { Route } from './+types/sitemap';
import { getPortfolio } from '~/lib/api.server';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page: the landing page, the privacy policy and one entry per project. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await getPortfolio(context);
  const urls = [
    { loc: `${context.publicUrl}/`, priority: '1.0' },
    ...items.map((item) => ({ loc: `${context.publicUrl}/portfolio/${item.id}`, priority: '0.8' })),
    { loc: `${context.publicUrl}/privacy`, priority: '0.2' },
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `  <url><loc>${escapeXml(u.loc)}</loc><priority>${u.priority}</priority></url>`,
    ),
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
