import { labelOf, PORTFOLIO_CATEGORIES } from '@prism/contracts/options';
import { data } from 'react-router';
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
import { getPortfolio, getPortfolioItem } from '~/lib/api.server';
import { publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';

export async function loader({ context, params }: Route.LoaderArgs) {
  const item = await getPortfolioItem(context, params.id);
  if (!item) throw data(null, { status: 404 });
  return { item, next: nextProjectOf(await getPortfolio(context), item.id), preview: false };
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s\S*$/, '')}…`;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const path = `/portfolio/${loaderData ? loaderData.item.id : params.id}`;
  if (!loaderData) {
    return seoMeta({
      title: `Project Not Found · ${SITE_NAME}`,
      description: 'This portfolio item does not exist.',
      publicUrl,
      path,
      noindex: true,
    });
  }
  const { item, preview } = loaderData;
  const category = labelOf(PORTFOLIO_CATEGORIES, item.category);
  const image = shareImage(item);
  const description = item.metaDescription
    ? item.seo.description
    : summary(`${category} for ${item.client}. ${item.description}`);
  const images = caseStudyImages(item, publicUrl);
  return seoMeta({
    title: `${item.metaTitle ? item.seo.title : `${item.title} · ${category} for ${item.client}`} · ${SITE_NAME}`,
    description,
    publicUrl,
    path,
    image,
    noindex: preview,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: item.title,
      description: item.description,
      genre: category,
      dateCreated: item.year,
      url: `${publicUrl}${path}`,
      ...(images.length > 0 ? { image: images } : {}),
      ...(item.marketplace ? { about: item.marketplace } : {}),
      dateModified: item.updatedAt,
      sourceOrganization: { '@type': 'Organization', name: item.client },
      creator: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
    },
  });
}

export default function PortfolioItemPage({ loaderData }: Route.ComponentProps) {
  const { item, next, preview } = loaderData;
  const category = labelOf(PORTFOLIO_CATEGORIES, item.category);
  return (
    <article className="pt-28 pb-24 md:pt-36 md:pb-32">
      <div className="container-x">
        <a
          href="/#work"
          className="inline-flex items-center gap-2 text-sm font-semibold text-ink-soft transition hover:text-accent"
        >
          <span aria-hidden="true">←</span> Back to Portfolio
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
              <dt className="text-muted">Client</dt>
              <dd className="mt-1 text-base font-semibold">{item.client}</dd>
            </div>
            <div>
              <dt className="text-muted">Category</dt>
              <dd className="mt-1 text-base font-semibold">{category}</dd>
            </div>
            <div>
              <dt className="text-muted">Year</dt>
              <dd className="mt-1 text-base font-semibold tabular-nums">{item.year}</dd>
            </div>
          </dl>
        </header>
        <div className="mt-14 overflow-hidden rounded-3xl bg-paper-deep">
          {item.image || item.imageUrl ? (
            <ResponsiveImage
              image={item.image}
              fallbackUrl={item.imageUrl}
              alt={item.coverAlt || `${item.title}, ${category.toLowerCase()} for ${item.client}`}
              sizes="(min-width: 1280px) 1200px, 94vw"
              priority
              className="h-auto max-h-[80vh] w-full object-contain"
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
          <h2 className="font-display text-3xl font-medium tracking-tight">About the project</h2>
          <div>
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink-soft">
              {item.description}
            </p>
            <ProjectFacts marketplace={item.marketplace} services={item.services} />
            <div className="mt-12 flex flex-wrap gap-4">
              <a
                href="/#contact"
                className="inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 font-semibold text-paper transition hover:bg-accent"
              >
                Start Your Project <span aria-hidden="true">→</span>
              </a>
              <a
                href="/#work"
                className="inline-flex items-center rounded-full border border-ink/20 px-7 py-4 font-semibold transition hover:border-ink"
              >
                Back to Portfolio
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
