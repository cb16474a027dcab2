import type { SiteSettings } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => api<SiteSettings>('/api/settings'),
});

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      api<SiteSettings>('/api/admin/settings', { method: 'PUT', body: { ...settings } }),
    onSuccess: (saved) => client.setQueryData(queryKeys.settings, saved),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
