import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Query keys: each list and count lives under its domain, so one prefix refetches all of it. */
export const queryKeys = {
  session: ['session'] as const,
  portfolio: ['portfolio'] as const,
  /** A category's pages ('all' for every item) of the admin list. */
  portfolioList: (category: string) => ['portfolio', 'list', category] as const,
  /** The dashboard's few newest items. */
  portfolioRecent: ['portfolio', 'recent'] as const,
  portfolioItem: (id: number) => ['portfolio', 'item', id] as const,
  messages: ['messages'] as const,
  messageList: (filter: { status: string; q: string; stage: string; assignee: string }) =>
    ['messages', 'list', filter] as const,
  notes: (messageId: number) => ['messages', 'notes', messageId] as const,
  replies: (messageId: number) => ['messages', 'replies', messageId] as const,
  replyTemplates: ['reply-templates'] as const,
  /** Under 'reply-templates': a changed template refreshes what it fills in. */
  replyDrafts: (messageId: number) => ['reply-templates', 'drafts', messageId] as const,
  assignees: ['messages', 'assignees'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  /** Under 'messages': a new lead or a retry refreshes it with the inbox. */
  mailStatus: ['messages', 'mail-status'] as const,
  /** Failed scheduled work, for the dashboard. */
  jobsStatus: ['jobs', 'status'] as const,
  profile: ['profile'] as const,
  users: ['users'] as const,
  sessions: (userId: number | 'mine') => ['sessions', userId] as const,
  logos: ['logos'] as const,
  settings: ['settings'] as const,
  audit: ['audit'] as const,
  auditList: (filter: { actor: string; action: string; from: string; to: string }) =>
    ['audit', 'list', filter] as const,
  auditSettings: ['audit', 'settings'] as const,
  redirects: ['redirects'] as const,
  /** Every record's History panel, refetched after any write. */
  revisions: ['revisions'] as const,
  notFound: ['redirects', 'not-found'] as const,
  redirectList: ['redirects', 'list'] as const,
};

/**
 * Puts a write's answer for a versioned record in its query, unless the query already holds
 * a later version of it: if two writes' answers ever reach the cache out of order (an await
 * before a mutation's onSuccess, as the mutation cache's once was), the older one must not
 * win. It compares write answers only: a refetch's result goes in without passing here.
 */
export function keepLatest(
  client: QueryClient,
  queryKey: readonly unknown[],
  answer: { version: number },
): void {
  client.setQueryData<{ version: number }>(queryKey, (held) =>
    held !== undefined && held.version > answer.version ? held : answer,
  );
}

/**
 * docs/product.md#client-caching: data never goes stale on its own, is not refetched on focus or on a timer, and
 * neither queries nor mutations retry; mutations refetch what they changed (and any History
 * panel on screen, as a write may have made a revision). A 401 from any
 * call means the session ended: the session check runs again and the guard sends the user
 * to the login screen.
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void client.invalidateQueries({ queryKey: queryKeys.session });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      // Any save may have made a revision: a History panel on screen lists it. Not awaited:
      // TanStack waits for a returned promise before the mutation's own onSuccess, so two
      // saves of one record would put their answers in the cache in the order their History
      // refetches end, an older answer last (a page put online shown offline again).
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: queryKeys.revisions });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
