import { useQuery } from '@tanstack/react-query';
import { LuArrowRight } from 'react-icons/lu';
import { Link } from 'react-router';
import { recentItemsQuery } from '~/admin/portfolio/portfolio';
import { PortfolioThumb } from '~/admin/portfolio/portfolio-thumb';
import { SkeletonList } from '~/admin/shared/placeholders';
import { buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { categoryLabel } from '~/admin/shared/options';

/** The dashboard's newest portfolio items, each with its Edit link. */
export function RecentItems() {
  const portfolio = useQuery(recentItemsQuery);
  const items = portfolio.data?.items ?? [];
  return (
    <section
      aria-labelledby="recent-title"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <h2
          id="recent-title"
          className="font-display text-xl font-medium tracking-tight sm:text-2xl"
        >
          {m.admin_recent_title()}
        </h2>
        <Link
          to="/admin/portfolio"
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-ink-soft hover:text-accent"
        >
          {m.admin_recent_view_all()} <LuArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {portfolio.isPending ? (
        <SkeletonList count={3} itemClassName="h-16 rounded-2xl" className="mt-6 gap-3" />
      ) : items.length === 0 ? (
        <p className="mt-6 text-muted">{m.admin_recent_none()}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3">
              <PortfolioThumb item={item} className="size-14" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{item.title}</p>
                <p className="truncate text-sm text-muted">
                  {categoryLabel(item.category)} · {item.year}
                </p>
              </div>
              <Link
                to={`/admin/portfolio/edit/${item.id}`}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                aria-label={m.admin_edit_named({ name: item.title })}
              >
                {m.admin_edit()}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
