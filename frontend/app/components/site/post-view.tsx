import type { Block } from '@prism/contracts/blocks';
import type { PublicPage, PublicPost } from '@prism/contracts/pages';
import { BlockImage } from '~/components/site/blocks/block-image';
import { formatCalendarDay } from '~/lib/numbers';
import { sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';

/** Whether a page's answer is a journal post's (it carries the post's details). */
export const isPost = (page: PublicPage): page is PublicPost => 'post' in page;

/**
 * A journal post as the block renderer shows it (the post's page and the live preview):
 * its related projects as a last projects block, the cards the API resolved.
 */
export function withRelated(post: PublicPost): PublicPost {
  if (post.post.related.length === 0) return post;
  const heading = m.site_journal_related_heading({}, { locale: post.locale });
  const related: Block = {
    id: 'post-related',
    type: 'projects',
    heading: { fr: heading, en: heading },
    source: 'chosen',
    projectIds: post.post.related.map((card) => card.id),
    category: null,
    count: post.post.related.length,
  };
  return {
    ...post,
    blocks: [...post.blocks, related],
    projects: { ...post.projects, [related.id]: post.post.related },
  };
}

/** What follows a post's title: the journal's link, its category and day, byline and cover. */
export function PostLead({ post }: { post: PublicPost }) {
  const { locale } = post;
  const details = post.post;
  const words = { locale };
  return (
    <>
      <p className="mt-6 text-sm text-ink-soft">
        <a href={sitePath(locale, { page: 'journal' })} className="font-semibold text-ink">
          {m.site_journal_eyebrow({}, words)}
        </a>
        {details.category && <> · {details.category}</>}
        {details.date && (
          <>
            {' · '}
            <time dateTime={details.date}>{formatCalendarDay(details.date, locale)}</time>
          </>
        )}
      </p>
      {details.author && (
        <p className="mt-2 text-ink-soft">
          {m.site_journal_byline({ author: details.author }, words)}
        </p>
      )}
      {details.cover && (
        <BlockImage
          image={details.cover}
          sizes="(min-width: 1280px) 1200px, 92vw"
          priority
          className="mt-10 aspect-[16/9] w-full max-w-6xl rounded-3xl object-cover"
        />
      )}
    </>
  );
}
