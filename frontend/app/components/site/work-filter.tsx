import { PORTFOLIO_FILTERS } from '@prism/contracts/options';
import { useNavigate } from 'react-router';
import { filterHref, type PortfolioFilter } from '~/lib/portfolio-filter';
import { cn } from '~/lib/cn';

/**
 * The category filter (docs/product.md#selected-work): links to ?category=…, so it works without JavaScript;
 * with JavaScript the address changes in place and the grid filters without a reload.
 */
export function WorkFilter({ active }: { active: PortfolioFilter }) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Filter projects by category" className="lg:shrink-0">
      <ul className="flex flex-wrap gap-2">
        {PORTFOLIO_FILTERS.map((filter) => {
          const current = filter.value === active;
          return (
            <li key={filter.value}>
              <a
                href={filterHref(filter.value)}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  void navigate(filter.value === 'all' ? '/' : `/?category=${filter.value}`, {
                    replace: true,
                    preventScrollReset: true,
                  });
                }}
                className={cn(
                  'inline-flex rounded-full border px-4 py-2 text-sm font-medium transition',
                  current
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line bg-white/60 text-ink-soft hover:border-ink hover:text-ink',
                )}
              >
                {filter.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
