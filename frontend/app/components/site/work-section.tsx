import { m } from '~/paraglide/messages';
import { PortfolioCard, type PortfolioCardItem } from './portfolio-card';
import { WorkFilter } from './work-filter';
import { Reveal } from '~/components/ui/reveal';
import { filterPortfolio, workIndexHref, type PortfolioFilter } from '~/lib/portfolio-filter';
import { getLocale } from '~/paraglide/runtime';

const GRID = 'grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3';

export function WorkGrid({
  items,
  filter,
}: {
  items: PortfolioCardItem[];
  filter: PortfolioFilter;
}) {
  const shown = filterPortfolio(items, filter);
  if (shown.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-6 py-16 text-center text-muted">
        {m.site_work_empty()}
      </p>
    );
  }
  return (
    <ul className={GRID}>
      {shown.map((item, i) => (
        <Reveal as="li" key={item.id} delay={(i % 3) * 0.1}>
          <PortfolioCard item={item} />
        </Reveal>
      ))}
    </ul>
  );
}

/**
 * The way from the landing page's bounded grid to the rest: a plain link to the portfolio
 * index page, its filter kept, so it works without JavaScript. Inside the results, so the
 * work-filter island's swap brings the right one with each category.
 */
function MoreWork({ filter }: { filter: PortfolioFilter }) {
  return (
    <p className="mt-14 flex justify-center">
      <a
        href={workIndexHref(getLocale(), { filter })}
        className="inline-flex items-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-semibold transition hover:bg-ink hover:text-paper"
      >
        {m.site_work_more()} <span aria-hidden="true">→</span>
      </a>
    </p>
  );
}

export function WorkSection({
  portfolio,
  filter,
  more,
}: {
  portfolio: PortfolioCardItem[];
  filter: PortfolioFilter;
  /** Whether the category has more projects than the grid shows. */
  more: boolean;
}) {
  return (
    <section
      id="work"
      aria-labelledby="work-heading"
      data-island="work-filter"
      className="scroll-mt-20 py-24 md:py-36"
    >
      <div className="container-x">
        <Reveal className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{m.site_work_eyebrow()}</p>
            <h2
              id="work-heading"
              className="mt-4 font-display text-5xl font-medium tracking-tight md:text-7xl"
            >
              {m.site_work_heading()}
            </h2>
            <p className="mt-6 text-lg text-ink-soft">{m.site_work_lead()}</p>
          </div>
          <div data-work-filter="">
            <WorkFilter active={filter} />
          </div>
        </Reveal>
        <div className="mt-14" data-work-results="">
          <WorkGrid items={portfolio} filter={filter} />
          {more && <MoreWork filter={filter} />}
        </div>
        <Reveal className="mt-20 flex justify-center">
          <a
            href="#contact"
            className="group inline-flex items-center gap-3 font-display text-2xl font-medium tracking-tight md:text-3xl"
          >
            <span className="border-b-2 border-accent pb-1 transition group-hover:text-accent">
              {m.site_work_cta()}
            </span>
            <span aria-hidden="true" className="text-accent transition group-hover:translate-x-1">
              →
            </span>
          </a>
        </Reveal>
      </div>
    </section>
  );
}
