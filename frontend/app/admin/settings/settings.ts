import type { SiteSettings } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => api<SiteSettings>('/api/settings'),
});

/** The same document read by the settings screen, with its version for If-Match. */
export const adminSettingsQuery = queryOptions({
  queryKey: [...queryKeys.settings, 'admin'] as const,
  queryFn: () => api<SiteSettings>('/api/admin/settings'),
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
