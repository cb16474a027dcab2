import type { LandingContent, Locale } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { fetchPreview } from '~/admin/shared/fetch-preview';

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

/**
 * The landing page drawn by the site from a draft of its texts (POST
 * /admin/landing/preview-render): a whole HTML document, nothing stored.
 */
export function renderLandingPreview(
  locale: Locale,
  content: LandingContent,
  signal: AbortSignal,
): Promise<string> {
  return fetchPreview('/admin/landing/preview-render', { locale, content }, signal);
}
