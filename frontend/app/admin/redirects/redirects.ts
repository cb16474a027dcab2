import type {
  NotFoundEntry,
  RedirectAnswer,
  RedirectBody,
  RedirectImportAnswer,
} from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { queryKeys } from '~/admin/shared/query-client';

/** The redirects a page at a time, by from-path. */
export const redirectsQuery = pagedQuery<RedirectAnswer>(queryKeys.redirectList, '/api/redirects');

/** The 404 log a page at a time, most visited first. */
export const notFoundQuery = pagedQuery<NotFoundEntry>(queryKeys.notFound, '/api/not-found');

/** Every change refetches both lists: a new redirect takes its path out of the 404 log. */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.redirects });
}

export function useSaveRedirect() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RedirectBody }) =>
      id === undefined
        ? api<RedirectAnswer>('/api/redirects', { method: 'POST', body: { ...body } })
        : api<RedirectAnswer>(`/api/redirects/${id}`, { method: 'PUT', body: { ...body } }),
    onSettled: invalidate,
  });
}

export function useDeleteRedirect() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api(`/api/redirects/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useForgetNotFound() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api(`/api/not-found/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useImportRedirects() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<RedirectImportAnswer>('/api/redirects/import', 'POST', form);
    },
    onSettled: invalidate,
  });
}
