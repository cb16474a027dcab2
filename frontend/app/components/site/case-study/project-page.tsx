import type { PortfolioItemAnswer } from '@prism/contracts';
import { BackToTop } from '~/components/site/back-to-top';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { sectionPath } from '~/lib/site-paths';
import { categoryLabel } from '~/lib/site-labels';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { CaseStudySections } from './case-study-sections';
import { CoverPlaceholder } from './cover-placeholder';
import type { NextProjectItem } from './next-project';
import { PreviewBanner } from './preview-banner';
import { ProjectFacts } from './project-facts';

/**
 * A project's public page: what its route shows a visitor (and a client's preview link,
 * with the draft banner), and what the admin's live preview renders from the editor's
 * unsaved draft (issue 50), one component for all three.
 */
export function ProjectPage({
  item,
  next,
  preview,
}: {
  item: PortfolioItemAnswer;
  next: NextProjectItem | null;
  preview: boolean;
}) {
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
