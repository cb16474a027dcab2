import { PAGE_LIMITS } from '@prism/contracts/pages';
import type { Route } from './+types/journal-feed';
import { getJournal } from '~/lib/api.server';
import { journalFeed } from '~/lib/journal-feed.server';
import { latestChange } from '~/lib/sitemap.server';
import { localeOfUrl } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';

/**
 * The journal's Atom feed in a language (`/fr/journal/feed.xml`; issue 50): the
 * latest PAGE_LIMITS.feedItems posts live in it, newest first, absolute addresses from the
 * site's public origin. An empty feed is dated by the site's latest change in the language
 * (the sitemap's reads, kept per content version), asked for only then.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { items } = await getJournal(context, locale, { limit: PAGE_LIMITS.feedItems });
  const siteChanged = items.length === 0 ? await latestChange(context, locale) : undefined;
  const xml = journalFeed(
    context.publicUrl,
    locale,
    items,
    {
      title: m.site_journal_title({}, { locale }),
      description: m.site_journal_meta_description({}, { locale }),
    },
    siteChanged,
  );
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
