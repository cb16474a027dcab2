import { PAGE_LIMITS } from '@prism/contracts/pages';
import type { Route } from './+types/journal-feed';
import { getJournal } from '~/lib/api.server';
import { journalFeed } from '~/lib/journal-feed.server';
import { localeOfUrl } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';

/**
 * The journal's Atom feed in a language (`/fr/journal/feed.xml`; issue 50, ADR 105): the
 * latest PAGE_LIMITS.feedItems posts live in it, newest first, absolute addresses from the
 * site's public origin.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { items } = await getJournal(context, locale, { limit: PAGE_LIMITS.feedItems });
  const xml = journalFeed(context.publicUrl, locale, items, {
    title: m.site_journal_title({}, { locale }),
    description: m.site_journal_meta_description({}, { locale }),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
