import type { Route } from './+types/sitemap-file';
import { sitemapFile, sitemapPart } from '~/lib/sitemap.server';

/** One part of a language's sitemap, `/sitemaps/en-1.xml` (lib/sitemap.server.ts). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const part = sitemapPart(params.file);
  const answer = part && (await sitemapFile(context, part.locale, part.part));
  return (
    answer ??
    new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  );
}
