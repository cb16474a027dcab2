import { data, redirect } from 'react-router';
import type { Route } from './+types/journal-post';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { PostLead, withRelated } from '~/components/site/post-view';
import { useSite } from '~/components/site/site-context';
import { getPublicPost } from '~/lib/api.server';
import { notFoundMeta } from '~/lib/not-found-meta';
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
  // The language switch goes to the post's address in the other language, where it is live.
  return pageData({ post: read.post, alternates: read.post.paths });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const locale = localeOfMatches(matches);
  if (!loaderData) return notFoundMeta(publicUrl, locale, location.pathname);
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
  return (
    <PageBlocks
      page={withRelated(post)}
      privacy={useSite().privacy}
      lead={<PostLead post={post} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
