import type { Page, PortfolioItemAnswer } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { queryKeys } from '~/admin/shared/query-client';
import type { PortfolioFilter } from '~/lib/portfolio-filter';

/** The admin list's pages, one category or all, in the public order. */
export const portfolioListQuery = (category: PortfolioFilter) =>
  pagedQuery<PortfolioItemAnswer>(
    queryKeys.portfolioList(category),
    category === 'all' ? '/api/portfolio' : `/api/portfolio?category=${category}`,
  );

/** Items in the dashboard's recent list (docs/product.md#limits). */
export const DASHBOARD_RECENT = 5;

/** The dashboard's first few items of the list: one small page. */
export const recentItemsQuery = queryOptions({
  queryKey: queryKeys.portfolioRecent,
  queryFn: () => api<Page<PortfolioItemAnswer>>(`/api/portfolio?limit=${DASHBOARD_RECENT}`),
});

export const portfolioItemQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.portfolioItem(id),
    queryFn: () => api<PortfolioItemAnswer>(`/api/portfolio/${id}`),
  });

/** Every portfolio mutation refetches the list, the counts and the open item. */
function useInvalidatePortfolio() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.portfolio });
}

export function useDeletePortfolioItem() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/portfolio/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useDeletePortfolioImage() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/portfolio/${id}/image/main`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useSavePortfolioItem(onProgress: (fraction: number) => void) {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      id === undefined
        ? upload<PortfolioItemAnswer>('/api/portfolio', 'POST', form, onProgress)
        : upload<PortfolioItemAnswer>(`/api/portfolio/${id}`, 'PUT', form, onProgress),
    onSettled: invalidate,
  });
}
