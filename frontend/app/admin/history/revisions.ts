import type { RevisionComparison, RevisionSummary } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/**
 * Revisions of one editable record, under its read path: an item
 * (`/api/portfolio/7`), the site settings or the landing texts.
 */
export const revisionsQuery = (record: string) =>
  queryOptions({
    queryKey: [...queryKeys.revisions, record] as const,
    queryFn: () => api<RevisionSummary[]>(`${record}/revisions`),
  });

export const comparisonQuery = (record: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...queryKeys.revisions, record, 'compare', from, to] as const,
    queryFn: () => api<RevisionComparison>(`${record}/revisions/compare?from=${from}&to=${to}`),
  });

/**
 * Restores a revision (a new revision; an item's is a draft). The record and its history
 * are read again before the mutation settles (a returned promise is awaited).
 */
export function useRestoreRevision(record: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      api<RevisionSummary>(`${record}/revisions/${number}/restore`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries(),
  });
}
