import type { Page } from '@prism/contracts';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { api } from './api';
import { formatNumber, isSingular } from './format';

/** The address of one page of a list: its own query, then `limit` and `cursor`. */
export function pagePath(path: string, limit: number | undefined, cursor: string | null): string {
  const at = path.indexOf('?');
  const base = at < 0 ? path : path.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * A paged list of the API (ADR 092) as an infinite query: the first page, then each next
 * one from the cursor of the page before, on "Load more". Refetching it (after a change)
 * reads again the pages already loaded, from the first.
 */
export function pagedQuery<T>(queryKey: QueryKey, path: string, limit?: number) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api<Page<T>>(pagePath(path, limit, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every item of the pages loaded so far, in the list's order. */
export function loadedItems<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

type PagedList = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * Under a paged list while more remain: how many are shown and a "Load more" button (a
 * plain button: Tab and Enter or Space), which stays where it is, so the keyboard goes on
 * from it to the next page's items. The count is announced when a page arrives.
 */
export function LoadMore({ list, shown }: { list: PagedList; shown: number }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-3 text-sm text-muted">
      <p aria-live="polite">
        {(isSingular(shown) ? m.admin_list_shown_one : m.admin_list_shown)({
          count: formatNumber(shown),
        })}
      </p>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-red-700">
          {m.admin_load_more_failed()}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? m.admin_load_more_loading() : m.admin_load_more()}
      </Button>
    </div>
  );
}
