import type { Route } from './+types/sitemap';
import { sitemapIndex } from '~/lib/sitemap.server';

/** The sitemap index: each language's sitemap files (lib/sitemap.server.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapIndex(context);
}
