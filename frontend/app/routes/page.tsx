import { data, redirect } from 'react-router';
import type { Route } from './+types/page';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { useSite } from '~/components/site/site-context';
import { getPublicPage } from '~/lib/api.server';
import { notFoundMeta } from '~/lib/not-found-meta';
import { pageData } from '~/lib/page-data';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';

/**
 * A page staff built from blocks (issue 50), at `/:lang/:slug`: every other public route is
 * more specific, so a page never shadows them (and the API refuses the site's own words as
 * slugs). The other language's slug answers 301 to this language's address of the page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const read = await getPublicPage(context, locale, params.slug);
  if (!read) throw data(null, { status: 404 });
  if ('movedTo' in read) throw redirect(read.movedTo, 301);
  const { page } = read;
  return pageData({ page, alternates: page.paths });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const locale = localeOfMatches(matches);
  if (!loaderData) return notFoundMeta(publicUrl, locale, location.pathname);
  const { page } = loaderData;
  return seoMeta({
    title: `${page.metaTitle || page.title} · ${SITE_NAME}`,
    description: page.metaDescription || m.site_meta_description(),
    publicUrl,
    locale,
    path: page.paths[locale] ?? location.pathname,
    alternates: page.paths,
  });
}

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData.page} privacy={useSite().privacy} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
