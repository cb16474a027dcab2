import { PAGE_LIMITS, type PostCard } from '@prism/contracts/pages';
import { journalFeedPath } from '@prism/contracts/site-paths';
import type { Route } from './+types/journal-index';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BlockImage } from '~/components/site/blocks/block-image';
import { getJournal } from '~/lib/api.server';
import { readIndexPage } from '~/lib/index-page.server';
import { formatCalendarDay } from '~/lib/numbers';
import { pageData } from '~/lib/page-data';
import { absoluteUrl, localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

/**
 * The journal's index (`/fr/journal`, `/en/insights`; issue 50): the posts live in the
 * language, the latest day first, PAGE_LIMITS.journalPage at a time. Keyset pages as the
 * portfolio index's: a later page starts after the post `?after=` names, so plain
 * links page through it without JavaScript; a post not listed there, or nothing after it,
 * is a 404. The page names its Atom feed for feed readers.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { page, after, next } = await readIndexPage(url, (after) =>
    getJournal(context, locale, {
      limit: PAGE_LIMITS.journalPage,
      ...(after === null ? {} : { after }),
    }),
  );
  return pageData({
    posts: page.items,
    after,
    next,
    // The switch: the other language's first page (a later page starts after a post that
    // language may not list).
    alternates: {
      fr: sitePath('fr', { page: 'journal' }),
      en: sitePath('en', { page: 'journal' }),
    },
  });
}

const indexHref = (locale: ReturnType<typeof getLocale>, after: number | null) =>
  `${sitePath(locale, { page: 'journal' })}${after === null ? '' : `?after=${after}`}`;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  const after = loaderData?.after ?? null;
  const title = after === null ? m.site_journal_title() : m.site_journal_continued_title();
  const publicUrl = publicUrlOf(matches);
  return [
    ...seoMeta({
      title: `${title} · ${SITE_NAME}`,
      description: m.site_journal_meta_description(),
      publicUrl,
      locale,
      // Each page is its own canonical page; only the first has its match in the other language.
      path: indexHref(locale, after),
      alternates: after === null ? loaderData?.alternates : undefined,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: m.site_journal_title(),
      href: absoluteUrl(publicUrl, journalFeedPath(locale)),
    },
  ];
}

export default function JournalIndex({ loaderData }: Route.ComponentProps) {
  const { posts, after, next } = loaderData;
  const locale = getLocale();
  return (
    <div className="container-x pt-32 pb-24 md:pt-40">
      <div className="max-w-2xl">
        <p className="eyebrow">{m.site_journal_eyebrow()}</p>
        <h1 className="mt-4 font-display text-5xl font-medium tracking-tight md:text-7xl">
          {m.site_journal_title()}
        </h1>
        <p className="mt-6 text-lg text-ink-soft">{m.site_journal_lead()}</p>
        <p className="mt-4 text-sm">
          <a href={journalFeedPath(locale)} className="underline underline-offset-4">
            {m.site_journal_feed()}
          </a>
        </p>
      </div>
      <section aria-labelledby="journal-list" className="mt-14">
        <h2 id="journal-list" className="sr-only">
          {m.site_journal_list_heading()}
        </h2>
        {posts.length === 0 ? (
          <p className="text-lg text-ink-soft">{m.site_journal_empty()}</p>
        ) : (
          <ul className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCardView post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {(after !== null || next !== null) && (
        <nav
          aria-label={m.site_journal_pages_label()}
          className="mt-16 flex flex-wrap items-center justify-between gap-4"
        >
          {after !== null ? (
            <a href={indexHref(locale, null)} className={PAGE_LINK}>
              <span aria-hidden="true">←</span> {m.site_journal_newest()}
            </a>
          ) : (
            <span />
          )}
          {next !== null ? (
            <a href={indexHref(locale, next)} rel="next" className={PAGE_LINK}>
              {m.site_journal_older()} <span aria-hidden="true">→</span>
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

const PAGE_LINK =
  'inline-flex items-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-semibold transition hover:bg-ink hover:text-paper';

/** A post on the index: its cover, category and day, its title as the link, its summary. */
function PostCardView({ post, priority }: { post: PostCard; priority: boolean }) {
  const locale = getLocale();
  return (
    <article className="grid gap-4">
      {post.cover && (
        <BlockImage
          image={post.cover}
          sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw"
          priority={priority}
          className="aspect-[4/3] w-full rounded-3xl object-cover"
        />
      )}
      <p className="text-sm text-ink-soft">
        {post.category && <span className="font-semibold text-ink">{post.category} · </span>}
        <time dateTime={post.date}>{formatCalendarDay(post.date, locale)}</time>
      </p>
      <h3 className="font-display text-2xl font-medium tracking-tight">
        <a href={post.path} className="hover:underline">
          {post.title}
        </a>
      </h3>
      {post.summary && <p className="text-ink-soft">{post.summary}</p>}
      <p className="text-sm text-ink-soft">{m.site_journal_byline({ author: post.author })}</p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
