import type { ItemScheduleInput, Locale } from '@prism/contracts';
import type {
  Navigation,
  PageAnswer,
  PageFields,
  PageKind,
  PageLiveInput,
  PagePatch,
  PageSummary,
} from '@prism/contracts/pages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type JsonBody } from '~/admin/shared/api';
import { fetchPreview } from '~/admin/shared/fetch-preview';
import { pagedQuery } from '~/admin/shared/paged-list';
import { keepLatest } from '~/admin/shared/query-client';
import { keepTheirsInPage } from './page-conflicts';

/** Under one prefix: any write to a page refetches the list and the open page. */
export const pageKeys = {
  all: ['pages'] as const,
  list: ['pages', 'list'] as const,
  posts: ['pages', 'list', 'posts'] as const,
  page: (id: number) => ['pages', 'page', id] as const,
  navigation: ['pages', 'navigation'] as const,
};

/** The pages a page at a time, the one changed last first. */
export const pageListQuery = pagedQuery<PageSummary>(pageKeys.list, '/api/pages');
/** The journal's posts, the same way (a post is a page of the kind `post`). */
export const postListQuery = pagedQuery<PageSummary>(pageKeys.posts, '/api/pages?kind=post');

/** Where a page's or a post's editor is; the journal's screens list posts apart. */
export const editPath = (record: { id: number; kind: PageKind }): string =>
  record.kind === 'post' ? `/admin/journal/edit/${record.id}` : `/admin/pages/edit/${record.id}`;

export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: pageKeys.page(id),
    queryFn: () => api<PageAnswer>(`/api/pages/${id}`),
  });

/**
 * Every write answers the page as it now is: it goes in the cache unless a later version is
 * there already, and the list refetches.
 */
function useKeepPage() {
  const client = useQueryClient();
  return (page: PageAnswer) => {
    keepLatest(client, pageKeys.page(page.id), page);
    void client.invalidateQueries({ queryKey: pageKeys.list });
  };
}

export function useCreatePage() {
  const keep = useKeepPage();
  return useMutation({
    mutationFn: (fields: PageFields) =>
      api<PageAnswer>('/api/pages', { method: 'POST', body: fields as unknown as JsonBody }),
    onSuccess: keep,
  });
}

/** PATCH /api/pages/:id: the fields changed; a colleague's same field is a 409 the dialog settles. */
export function usePatchPage(id: number) {
  const keep = useKeepPage();
  return useMutation({
    mutationFn: (patch: PagePatch) =>
      api<PageAnswer>(`/api/pages/${id}`, {
        method: 'PATCH',
        body: patch as JsonBody,
        keepTheirs: (sent, theirs) => keepTheirsInPage(sent as PagePatch, theirs),
      }),
    onSuccess: keep,
  });
}

export function useSetLive(id: number) {
  const keep = useKeepPage();
  return useMutation({
    mutationFn: (live: PageLiveInput) =>
      api<PageAnswer>(`/api/pages/${id}/live`, { method: 'PUT', body: live }),
    onSuccess: keep,
  });
}

export function useSetPageSchedule(id: number) {
  const keep = useKeepPage();
  return useMutation({
    mutationFn: (schedule: ItemScheduleInput) =>
      api<PageAnswer>(`/api/pages/${id}/schedule`, { method: 'PUT', body: schedule }),
    onSuccess: keep,
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/api/pages/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

export const navigationQuery = queryOptions({
  queryKey: pageKeys.navigation,
  queryFn: () => api<Navigation>('/api/navigation'),
});

export function useSaveNavigation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (navigation: Navigation) =>
      api<Navigation>('/api/navigation', {
        method: 'PUT',
        body: navigation as unknown as JsonBody,
      }),
    onSuccess: (saved) => client.setQueryData(pageKeys.navigation, saved),
  });
}

/**
 * The draft rendered by the site as a visitor would see it (POST /admin/pages/preview-render):
 * a whole HTML document with the site's stylesheet, nothing stored.
 */
export function renderPreview(
  locale: Locale,
  fields: PageFields,
  signal: AbortSignal,
): Promise<string> {
  return fetchPreview('/admin/pages/preview-render', { locale, fields }, signal);
}
