import { otherLocale } from '@prism/contracts/locale';
import { data, redirect } from 'react-router';
import type { Route } from './+types/portfolio-item';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BackToTop } from '~/components/site/back-to-top';
import { CaseStudySections } from '~/components/site/case-study/case-study-sections';
import { CoverPlaceholder } from '~/components/site/case-study/cover-placeholder';
import { nextProjectOf } from '~/components/site/case-study/next-project';
import { PreviewBanner } from '~/components/site/case-study/preview-banner';
import { ProjectFacts } from '~/components/site/case-study/project-facts';
import { caseStudyImages, shareImage } from '~/components/site/case-study/seo';
import { ProjectNotFound } from '~/components/site/project-not-found';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { projectAlternates, projectPath } from '~/components/site/portfolio-card';
import { getNextProject, getPortfolioItem } from '~/lib/api.server';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { categoryLabel } from '~/lib/site-labels';
import { localeOfUrl, sectionPath, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
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
  const locale = getLocale();
  const category = categoryLabel(item.category);
  return (
    <article className="pt-28 pb-24 md:pt-36 md:pb-32">
      <div className="container-x">
        <a
          href={sectionPath(locale, 'work')}
          className="inline-flex items-center gap-2 text-sm font-semibold text-ink-soft transition hover:text-accent"
        >
          <span aria-hidden="true">←</span> {m.site_project_back()}
        </a>
        <header className="mt-10 grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-end">
          <div>
            <p className="eyebrow">{category}</p>
            <h1 className="mt-4 font-display text-5xl leading-[1.02] font-medium tracking-[-0.03em] text-balance md:text-7xl">
              {item.title}
            </h1>
          </div>
          <dl className="grid grid-cols-3 gap-6 border-t border-line pt-6 text-sm lg:grid-cols-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
            <div>
              <dt className="text-muted">{m.site_project_client()}</dt>
              <dd className="mt-1 text-base font-semibold">{item.client}</dd>
            </div>
            <div>
              <dt className="text-muted">{m.site_project_category()}</dt>
              <dd className="mt-1 text-base font-semibold">{category}</dd>
            </div>
            <div>
              <dt className="text-muted">{m.site_project_year()}</dt>
              <dd className="mt-1 text-base font-semibold tabular-nums">{item.year}</dd>
            </div>
          </dl>
        </header>
        <div className="mt-14 overflow-hidden rounded-3xl bg-paper-deep">
          {item.image || item.imageUrl ? (
            <ResponsiveImage
              image={item.image}
              fallbackUrl={item.imageUrl}
              alt={
                item.coverAlt ||
                `${item.title}, ${m.site_project_category_for({ category: category.toLowerCase(), client: item.client })}`
              }
              sizes="(min-width: 1280px) 1200px, 94vw"
              priority
              className="aspect-[4/5] h-auto w-full object-cover sm:aspect-[16/9]"
            />
          ) : (
            <CoverPlaceholder
              title={item.title}
              category={item.category}
              className="aspect-[16/9]"
            />
          )}
        </div>
        <div className="mt-16 grid gap-12 lg:grid-cols-[1fr_2fr]">
          <h2 className="font-display text-3xl font-medium tracking-tight">
            {m.site_project_about()}
          </h2>
          <div>
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink-soft">
              {item.description}
            </p>
            <ProjectFacts marketplace={item.marketplace} services={item.services} />
            <div className="mt-12 flex flex-wrap gap-4">
              <a
                href={sectionPath(locale, 'contact')}
                className="inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 font-semibold text-paper transition hover:bg-accent"
              >
                {m.site_project_start()} <span aria-hidden="true">→</span>
              </a>
              <a
                href={sectionPath(locale, 'work')}
                className="inline-flex items-center rounded-full border border-ink/20 px-7 py-4 font-semibold transition hover:border-ink"
              >
                {m.site_project_back()}
              </a>
            </div>
          </div>
        </div>
        <CaseStudySections item={item} next={next} />
      </div>
      {preview ? <PreviewBanner status={item.status} /> : null}
      <BackToTop />
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ProjectNotFound /> }} />;
}
