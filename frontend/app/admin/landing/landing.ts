import type { LandingContent } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';

const landingKey = ['landing'] as const;

/** GET /api/admin/landing: both languages of the landing page's texts. */
export const landingQuery = queryOptions({
  queryKey: landingKey,
  queryFn: () => api<LandingContent>('/api/admin/landing'),
});

/** PUT /api/admin/landing: both languages at once, so neither is ever saved half. */
export function useSaveLanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingContent) =>
      api<LandingContent>('/api/admin/landing', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(landingKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: landingKey }),
  });
}
