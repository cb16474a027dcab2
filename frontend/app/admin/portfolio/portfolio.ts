import type { PortfolioItemDto } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

export const portfolioListQuery = queryOptions({
  queryKey: queryKeys.portfolio,
  queryFn: () => api<PortfolioItemDto[]>('/api/portfolio'),
});

export const portfolioItemQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.portfolioItem(id),
    queryFn: () => api<PortfolioItemDto>(`/api/portfolio/${id}`),
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
        ? upload<PortfolioItemDto>('/api/portfolio', 'POST', form, onProgress)
        : upload<PortfolioItemDto>(`/api/portfolio/${id}`, 'PUT', form, onProgress),
    onSettled: invalidate,
  });
}
