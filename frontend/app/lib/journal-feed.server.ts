import type { Locale } from '@prism/contracts/locale';
import type { PostCard } from '@prism/contracts/pages';
import { journalFeedPath, journalIndexPath } from '@prism/contracts/site-paths';
import { Feed } from 'feed';
import { absoluteUrl, SITE_NAME } from './seo';

/** What the feed says of itself in its language. */
export interface FeedWords {
  title: string;
  description: string;
}

/**
 * The journal's Atom 1.0 feed in a language (issue 50), written by the `feed`
 * package: each post's absolute address from the site's public origin, its byline, day,
 * category and summary; `posts` as the API lists them (live in that language, the
 * latest day first, already capped). Atom rather than RSS 2.0: RSS's item author must be an
 * e-mail address, and a post's byline is a name. `siteChanged` is the latest change of the
 * site's content in the language: an empty feed's `updated` (ADR 105).
 */
export function journalFeed(
  publicUrl: string,
  locale: Locale,
  posts: readonly PostCard[],
  words: FeedWords,
  siteChanged?: string,
): string {
  const home = absoluteUrl(publicUrl, journalIndexPath(locale));
  const latest = posts.reduce<string | undefined>(
    (last, post) => (!last || post.updatedAt > last ? post.updatedAt : last),
    undefined,
  );
  const feed = new Feed({
    id: home,
    link: home,
    title: words.title,
    description: words.description,
    language: locale === 'fr' ? 'fr-CA' : 'en',
    // The feed changes when a post does; Atom requires the date, so an empty feed takes the
    // site's latest change (the epoch only on a site with nothing live), never the request's.
    updated: new Date(latest ?? siteChanged ?? 0),
    author: { name: SITE_NAME, link: absoluteUrl(publicUrl, `/${locale}/`) },
    copyright: `© ${SITE_NAME}`,
    generator: false,
    feedLinks: { atom: absoluteUrl(publicUrl, journalFeedPath(locale)) },
  });
  for (const post of posts) {
    const url = absoluteUrl(publicUrl, post.path);
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.summary || undefined,
      date: new Date(post.updatedAt),
      published: new Date(`${post.date}T12:00:00Z`),
      author: [{ name: post.author }],
      category: post.category ? [{ name: post.category, term: post.category }] : undefined,
    });
  }
  return feed.atom1();
}
