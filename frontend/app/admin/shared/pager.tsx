import { INBOX_HEADERS } from '@prism/contracts';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { formatNumber } from './format';
import { m } from '~/paraglide/messages';

/** One page of a paged admin list, as the list screens draw it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageCount: number;
}

/** The `page` of the address (?page=3): a positive whole number, else the first page. */
export function pageNumberFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A page of a list endpoint: its rows, and the total the server counts in a header. */
export function listPageOf<T>(items: T[], headers: Headers, pageSize: number): ListPage<T> {
  const total = Number(headers.get(INBOX_HEADERS.total) ?? items.length);
  return { items, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * The pager under a paged admin list: "Showing 21–40 of 57" and, when there is more than one
 * page, Previous / Next links that keep the rest of the address (the filter) as it is.
 */
export function Pager({
  params,
  page,
  pageSize,
  shown,
  total,
  pageCount,
}: {
  /** The address's search params, so the links keep the filter. */
  params: URLSearchParams;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageCount: number;
}) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, first + shown - 1);
  return (
    <nav
      aria-label={m.admin_pager_label()}
      className="flex flex-col items-center justify-between gap-3 text-sm text-muted sm:flex-row"
    >
      <p>
        {m.admin_pager_showing({
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <PageLink
            to={page > 1 ? page - 1 : null}
            params={params}
            label={m.admin_pager_previous()}
            icon={<LuChevronLeft aria-hidden className="size-4" />}
          />
          <span className="px-2 font-medium text-ink tabular-nums">
            {m.admin_pager_page({ page: formatNumber(page), count: formatNumber(pageCount) })}
          </span>
          <PageLink
            to={page < pageCount ? page + 1 : null}
            params={params}
            label={m.admin_pager_next()}
            icon={<LuChevronRight aria-hidden className="size-4" />}
            iconAfter
          />
        </div>
      )}
    </nav>
  );
}

/**
 * A "Previous" or "Next" link: the same address with another `page` (none for the first),
 * or a disabled look when there is no such page.
 */
function PageLink({
  to,
  params,
  label,
  icon,
  iconAfter = false,
}: {
  to: number | null;
  params: URLSearchParams;
  label: string;
  icon: React.ReactNode;
  iconAfter?: boolean;
}) {
  const className = buttonClass({ variant: 'secondary', size: 'sm' });
  if (to === null) {
    return (
      <span aria-disabled="true" className={className}>
        {!iconAfter && icon}
        {label}
        {iconAfter && icon}
      </span>
    );
  }
  const next = new URLSearchParams(params);
  if (to === 1) next.delete('page');
  else next.set('page', String(to));
  const search = next.toString();
  return (
    <Link
      to={{ search: search ? `?${search}` : '' }}
      className={className}
      preventScrollReset={false}
    >
      {!iconAfter && icon}
      {label}
      {iconAfter && icon}
    </Link>
  );
}
