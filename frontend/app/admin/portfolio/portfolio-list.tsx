import { PORTFOLIO_FILTERS, type PortfolioItemAnswer } from '@prism/contracts';
import { categoryLabel } from '~/admin/shared/options';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LuPlus } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { can, useSession } from '~/admin/shared/session';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { PageHeader } from '~/admin/shared/page-header';
import { SkeletonList } from '~/admin/shared/placeholders';
import { buttonClass } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { parseFilter } from '~/lib/portfolio-filter';
import { portfolioListQuery, useDeletePortfolioItem } from './portfolio';
import { portfolioDeleteText, portfolioEmptyText } from './portfolio-copy';
import { PortfolioItems } from './portfolio-items';
import { PortfolioOrder } from './portfolio-order';
import { isSingular } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';

/**
 * /admin/portfolio (docs/product.md#admin-portfolio): the items a page at a time, filtered by
 * category on the server, with edit and delete, and the public order of those loaded.
 */
export function PortfolioList() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('category'));
  const portfolio = useInfiniteQuery(portfolioListQuery(filter));
  const deletion = useConfirmedDelete(useDeletePortfolioItem(), {
    describe: (item: PortfolioItemAnswer) => portfolioDeleteText(item.title),
    success: m.editor_list_deleted(),
    failure: m.editor_list_delete_failed(),
  });
  const { session } = useSession();
  const adds = can(session, 'add_portfolio');
  const items = loadedItems(portfolio.data);

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.editor_list_eyebrow()}
        title={m.editor_list_title()}
        description={m.editor_list_description()}
        actions={
          <>
            {/* The landing page's texts are content too, edited with the same right. */}
            <Link to="/admin/landing" className={buttonClass({ variant: 'secondary' })}>
              {m.editor_landing_link()}
            </Link>
            {adds && (
              <Link to="/admin/portfolio/new" className={buttonClass()}>
                <LuPlus aria-hidden className="size-4" />
                {m.editor_add_item()}
              </Link>
            )}
          </>
        }
      />

      {/* The order is the whole portfolio's: arranged from the unfiltered list's head. */}
      {filter === 'all' && items.length > 1 && can(session, 'edit_portfolio') && (
        <PortfolioOrder items={items} partial={portfolio.hasNextPage} />
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <label htmlFor="portfolio-filter" className="text-sm font-semibold">
          {m.editor_list_category()}
        </label>
        <Select
          id="portfolio-filter"
          value={filter}
          onChange={(event) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (event.target.value === 'all') next.delete('category');
                else next.set('category', event.target.value);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          className="h-11 py-2 sm:w-60"
        >
          {PORTFOLIO_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.value === 'all' ? m.editor_list_all_categories() : categoryLabel(f.value)}
            </option>
          ))}
        </Select>
        {portfolio.data && !portfolio.hasNextPage && (
          <p className="text-sm text-muted sm:ml-auto" aria-live="polite">
            {isSingular(items.length)
              ? m.editor_list_count_one({ count: items.length })
              : m.editor_list_count({ count: items.length })}
          </p>
        )}
      </div>

      {portfolio.isPending ? (
        <SkeletonList count={4} itemClassName="h-20 rounded-2xl" />
      ) : portfolio.isError ? (
        <LoadError
          what={m.editor_list_what()}
          error={portfolio.error}
          onRetry={() => void portfolio.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <p className="font-display text-xl">{portfolioEmptyText(filter)}</p>
          {adds && (
            <Link
              to="/admin/portfolio/new"
              className={buttonClass({ variant: 'secondary', className: 'mt-6' })}
            >
              <LuPlus aria-hidden className="size-4" />
              {m.editor_add_item()}
            </Link>
          )}
        </div>
      ) : (
        <>
          <PortfolioItems items={items} onDelete={deletion.ask} />
          <LoadMore list={portfolio} shown={items.length} />
        </>
      )}

      {deletion.dialog}
    </div>
  );
}
