import type { Block } from '@prism/contracts/blocks';
import type { PublicPost } from '@prism/contracts/pages';
import { data, redirect } from 'react-router';
import type { Route } from './+types/journal-post';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BlockImage } from '~/components/site/blocks/block-image';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { useSite } from '~/components/site/site-context';
import { getPublicPost } from '~/lib/api.server';
import { formatCalendarDay } from '~/lib/numbers';
import { pageData } from '~/lib/page-data';
import { absoluteUrl, localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';

/**
 * A journal post (issue 50) at `/fr/journal/:slug`, `/en/insights/:slug`: its blocks as a
 * page's, under its category, day, byline and cover, its related projects after them as a
 * projects block. The other language's slug answers 301 to this language's address.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const read = await getPublicPost(context, locale, params.slug);
  if (!read) throw data(null, { status: 404 });
  if ('movedTo' in read) throw redirect(read.movedTo, 301);
  return pageData({ post: read.post });
}

/** The post as the block renderer shows it: its related projects as a last projects block. */
function withRelated(post: PublicPost): PublicPost {
  if (post.post.related.length === 0) return post;
  const heading = m.site_journal_related_heading();
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

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const locale = localeOfMatches(matches);
  if (!loaderData) {
    return seoMeta({
      title: `${m.site_not_found_title()} · ${SITE_NAME}`,
      description: m.site_not_found_description({ description: m.site_meta_description() }),
      publicUrl,
      locale,
      path: location.pathname,
      noindex: true,
    });
  }
  const { post } = loaderData;
  const path = post.paths[locale] ?? location.pathname;
  const cover = post.post.cover?.imageUrl;
  return seoMeta({
    title: `${post.metaTitle || post.title} · ${SITE_NAME}`,
    description: post.metaDescription || m.site_journal_meta_description(),
    publicUrl,
    locale,
    path,
    alternates: post.paths,
    image: cover,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      ...(post.metaDescription ? { description: post.metaDescription } : {}),
      datePublished: post.post.date,
      dateModified: post.updatedAt,
      url: absoluteUrl(publicUrl, path),
      ...(cover ? { image: absoluteUrl(publicUrl, cover) } : {}),
      ...(post.post.category ? { articleSection: post.post.category } : {}),
      author: { '@type': 'Person', name: post.post.author },
      publisher: {
        '@type': 'Organization',
        name: SITE_NAME,
        url: absoluteUrl(publicUrl, sitePath(locale, { page: 'landing' })),
      },
    },
  });
}

export default function JournalPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const privacy = useSite().privacy;
  const locale = post.locale;
  const details = post.post;
  return (
    <PageBlocks
      page={withRelated(post)}
      privacy={privacy}
      lead={
        <>
          <p className="mt-6 text-sm text-ink-soft">
            <a href={sitePath(locale, { page: 'journal' })} className="font-semibold text-ink">
              {m.site_journal_eyebrow()}
            </a>
            {details.category && <> · {details.category}</>} ·{' '}
            <time dateTime={details.date}>{formatCalendarDay(details.date, locale)}</time>
          </p>
          <p className="mt-2 text-ink-soft">{m.site_journal_byline({ author: details.author })}</p>
          {details.cover && (
            <BlockImage
              image={details.cover}
              sizes="(min-width: 1280px) 1200px, 92vw"
              priority
              className="mt-10 aspect-[16/9] w-full max-w-6xl rounded-3xl object-cover"
            />
          )}
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
