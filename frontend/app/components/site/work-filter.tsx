import { m } from '~/paraglide/messages';
import { categoryLabel } from '~/lib/site-labels';
import { PORTFOLIO_FILTERS } from '@prism/contracts/options';
import { getLocale } from '~/paraglide/runtime';
import { filterHref, type PortfolioFilter } from '~/lib/portfolio-filter';
import { cn } from '~/lib/cn';

/**
 * The category filter: links to ?category=…#work, so it works without JavaScript; the
 * `work-filter` island swaps the grid in place instead, and the address follows. The
 * portfolio index page gives its own links (`hrefOf`), plain ones.
 */
export function WorkFilter({
  active,
  hrefOf = (filter) => filterHref(filter, getLocale()),
}: {
  active: PortfolioFilter;
  hrefOf?: (filter: PortfolioFilter) => string;
}) {
  return (
    <nav aria-label={m.site_work_filter_label()} className="lg:shrink-0">
      <ul className="flex flex-wrap gap-2">
        {PORTFOLIO_FILTERS.map((filter) => {
          const current = filter.value === active;
          return (
            <li key={filter.value}>
              <a
                href={hrefOf(filter.value)}
                aria-current={current ? 'true' : undefined}
                data-filter={filter.value}
                className={cn(
                  'inline-flex rounded-full border px-4 py-2 text-sm font-medium transition',
                  current
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line bg-white/60 text-ink-soft hover:border-ink hover:text-ink',
                )}
              >
                {categoryLabel(filter.value)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
