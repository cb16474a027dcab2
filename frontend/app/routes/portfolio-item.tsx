import { otherLocale } from '@prism/contracts/locale';
import { data, redirect } from 'react-router';
import type { Route } from './+types/portfolio-item';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { nextProjectOf } from '~/components/site/case-study/next-project';
import { ProjectPage } from '~/components/site/case-study/project-page';
import { caseStudyImages, shareImage } from '~/components/site/case-study/seo';
import { ProjectNotFound } from '~/components/site/project-not-found';
import { projectAlternates, projectPath } from '~/components/site/portfolio-card';
import { getNextProject, getPortfolioItem } from '~/lib/api.server';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { categoryLabel } from '~/lib/site-labels';
import { localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { pageData } from '~/lib/page-data';

/**
 * A project in the page's language, by its slug there. A numeric id (links from before
 * slugs, and the old `/portfolio/:id`, which is English) and the other language's slug
 * answer 301 to the slug URL.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const key = 'slug' in params ? params.slug : params.id;
  const item = key ? await getPortfolioItem(context, key, locale) : null;
  if (!item) {
    // The other language's slug (a link copied from the other version): 301 to this
    // language's address of the same project, where it is shown in this language.
    const other = key ? await getPortfolioItem(context, key, otherLocale(locale)) : null;
    const slug = other?.alternates[locale];
    if (slug) throw redirect(sitePath(locale, { page: 'project', slug }), 301);
    throw data(null, { status: 404 });
  }
  const path = projectPath(item, locale);
  if (url.pathname !== path) throw redirect(path, 301);
  return pageData({
    item,
    next: nextProjectOf(await getNextProject(context, locale, item.id), locale),
    preview: false,
    alternates: projectAlternates(item),
  });
}

/**
 * A description for the head: line breaks and runs of spaces made one space, cut at 160.
 * Only ordinary white space: `\s` would also flatten French no-break spaces (`Boutique :`).
 */
function summary(text: string): string {
  const flat = text.replace(/[ \t\r\n]+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/ [^ ]*$/, '')}…`;
}

/** Search results show about 60–70 characters of a title: the longest form that fits. */
const TITLE_MAX = 70;
function fittedTitle([first, ...shorter]: [string, ...string[]]): string {
  return [first, ...shorter].find((form) => form.length <= TITLE_MAX) ?? shorter.at(-1) ?? first;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const locale = localeOfMatches(matches);
  if (!loaderData) {
    return seoMeta({
      title: `${m.site_project_not_found_title()} · ${SITE_NAME}`,
      description: m.site_project_not_found_description(),
      publicUrl,
      locale,
      path: location.pathname,
      noindex: true,
    });
  }
  const { item, preview, alternates } = loaderData;
  const path = location.pathname;
  const categoryFor = m.site_project_category_for({
    category: categoryLabel(item.category),
    client: item.client,
  });
  const image = shareImage(item);
  const description = item.metaDescription
    ? item.seo.description
    : summary(`${categoryFor}${/[.!?…]$/.test(categoryFor) ? '' : '.'} ${item.description}`);
  const images = caseStudyImages(item, publicUrl);
  return seoMeta({
    title: item.metaTitle
      ? `${item.seo.title} · ${SITE_NAME}`
      : fittedTitle([
          `${item.title} · ${categoryFor} · ${SITE_NAME}`,
          `${item.title} · ${categoryLabel(item.category)} · ${SITE_NAME}`,
          `${item.title} · ${SITE_NAME}`,
        ]),
    description,
    publicUrl,
    locale,
    path,
    alternates,
    image,
    noindex: preview,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: item.title,
      description: item.description,
      genre: categoryLabel(item.category),
      dateCreated: item.year,
      url: `${publicUrl}${path}`,
      ...(images.length > 0 ? { image: images } : {}),
      ...(item.marketplace ? { about: item.marketplace } : {}),
      dateModified: item.updatedAt,
      sourceOrganization: { '@type': 'Organization', name: item.client },
      creator: {
        '@type': 'Organization',
        name: SITE_NAME,
        url: `${publicUrl}${sitePath(locale, { page: 'landing' })}`,
      },
    },
  });
}

export default function PortfolioItemPage({ loaderData }: Route.ComponentProps) {
  const { item, next, preview } = loaderData;
  return <ProjectPage item={item} next={next} preview={preview} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ProjectNotFound /> }} />;
}
