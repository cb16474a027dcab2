import {
  labelOf,
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_FILTERS,
  type PortfolioItemDto,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { LuPencil, LuPlus, LuStar, LuTrash2 } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { DraftBadge, PortfolioOrder } from './portfolio-order';
import { PortfolioThumb } from './portfolio-thumb';
import { buttonClass } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { portfolioListQuery, useDeletePortfolioItem } from './portfolio';
import { portfolioDeleteText, portfolioEmptyText } from './portfolio-copy';
import { filterPortfolio, parseFilter } from '~/lib/portfolio-filter';
import { cn } from '~/lib/cn';

/** /admin/portfolio (docs/product.md#admin-portfolio): the items with a category filter, edit and delete. */
export function PortfolioList() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('category'));
  const portfolio = useQuery(portfolioListQuery);
  const deletion = useConfirmedDelete(useDeletePortfolioItem(), {
    describe: (item: PortfolioItemDto) => portfolioDeleteText(item.title),
    success: 'Portfolio item deleted successfully',
    failure: 'Failed to delete portfolio item',
  });
  const items = filterPortfolio(portfolio.data ?? [], filter);

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow="Content"
        title="Portfolio"
        description="The projects shown in Selected Work. Featured items come first."
        actions={
          <Link to="/admin/portfolio/new" className={buttonClass()}>
            <LuPlus aria-hidden className="size-4" />
            Add Item
          </Link>
        }
      />

      {portfolio.data && portfolio.data.length > 1 && <PortfolioOrder items={portfolio.data} />}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <label htmlFor="portfolio-filter" className="text-sm font-semibold">
          Category
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
              {f.label}
            </option>
          ))}
        </Select>
        {portfolio.data && (
          <p className="text-sm text-muted sm:ml-auto" aria-live="polite">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>

      {portfolio.isPending ? (
        <SkeletonList count={4} itemClassName="h-20 rounded-2xl" />
      ) : portfolio.isError ? (
        <LoadError
          what="the portfolio"
          error={portfolio.error}
          onRetry={() => void portfolio.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <p className="font-display text-xl">{portfolioEmptyText(filter)}</p>
          <Link
            to="/admin/portfolio/new"
            className={buttonClass({ variant: 'secondary', className: 'mt-6' })}
          >
            <LuPlus aria-hidden className="size-4" />
            Add Item
          </Link>
        </div>
      ) : (
        <>
          {/* Wide screens: a table. */}
          <div className="hidden overflow-hidden rounded-3xl border border-line bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Portfolio items</caption>
              <TableHead
                columns={[
                  { label: 'Image' },
                  { label: 'Title' },
                  { label: 'Category' },
                  { label: 'Year' },
                  { label: 'Featured', align: 'center' },
                  { label: 'Actions', align: 'right' },
                ]}
              />
              <tbody className="divide-y divide-line">
                {items.map((item) => (
                  <tr key={item.id} className="transition hover:bg-paper/50">
                    <td className="px-6 py-3">
                      <PortfolioThumb item={item} className="size-14" />
                    </td>
                    <td className="px-4 py-3">
                      <span className="font-semibold text-ink">{item.title}</span>{' '}
                      {item.status === 'draft' && <DraftBadge />}
                      <span className="block text-muted">{item.client}</span>
                    </td>
                    <td className="px-4 py-3 text-ink-soft">
                      {labelOf(PORTFOLIO_CATEGORIES, item.category)}
                    </td>
                    <td className="px-4 py-3 text-ink-soft tabular-nums">{item.year}</td>
                    <td className="px-4 py-3 text-center">
                      <FeaturedStar featured={item.featured} />
                    </td>
                    <td className="px-6 py-3">
                      <RowActions item={item} onDelete={deletion.ask} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Phones: stacked cards. */}
          <ul className="grid gap-3 md:hidden" aria-label="Portfolio items">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
              >
                <PortfolioThumb item={item} className="size-20" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold leading-snug">
                      {item.title} {item.status === 'draft' && <DraftBadge />}
                    </p>
                    <FeaturedStar featured={item.featured} />
                  </div>
                  <p className="text-sm text-muted">
                    {labelOf(PORTFOLIO_CATEGORIES, item.category)} · {item.year}
                  </p>
                  <div className="mt-auto pt-3">
                    <RowActions item={item} onDelete={deletion.ask} align="start" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {deletion.dialog}
    </div>
  );
}

function FeaturedStar({ featured }: { featured: boolean }) {
  return featured ? (
    <LuStar
      role="img"
      aria-label="Featured"
      className="inline size-5 fill-amber-400 text-amber-500"
    />
  ) : (
    <LuStar role="img" aria-label="Not featured" className="inline size-5 text-line" />
  );
}

function RowActions({
  item,
  onDelete,
  align = 'end',
}: {
  item: PortfolioItemDto;
  onDelete: (item: PortfolioItemDto) => void;
  align?: 'start' | 'end';
}) {
  return (
    <div className={cn('flex gap-2', align === 'end' ? 'justify-end' : 'justify-start')}>
      <Link
        to={`/admin/portfolio/edit/${item.id}`}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={`Edit ${item.title}`}
      >
        <LuPencil aria-hidden className="size-4" />
        Edit
      </Link>
      <PermittedButton
        permission="delete_portfolio"
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Delete ${item.title}`}
        onClick={() => onDelete(item)}
      >
        <LuTrash2 aria-hidden className="size-4" />
        Delete
      </PermittedButton>
    </div>
  );
}
