import type { AuthCheckAnswer, Permission } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-client';

export const ANONYMOUS: AuthCheckAnswer = {
  authenticated: false,
  user: null,
  permissions: [],
  demoCredentials: null,
};

/**
 * The session check (docs/product.md#client-caching): unlike every other query it is stale at once, so it runs
 * again whenever a screen that reads it mounts, and it retries once.
 */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: () => api<AuthCheckAnswer>('/api/auth/check'),
  staleTime: 0,
  refetchOnMount: true,
  retry: 1,
});

/**
 * The session as the client knows it. The guard route seeds it with the server's answer,
 * so the first render (server and hydration) already has it; each mount re-checks.
 */
export function useSession(initial?: AuthCheckAnswer) {
  const query = useQuery({
    ...sessionQuery,
    initialData: initial,
  });
  return { session: query.data ?? ANONYMOUS, checking: query.isFetching, query };
}

export function can(session: AuthCheckAnswer, permission: Permission | undefined): boolean {
  return permission === undefined || session.permissions.includes(permission);
}

/**
 * A session that may change nothing (a viewer, issue 49): every permission it holds only
 * reads. The admin shows it no write control at all, rather than disabled ones.
 */
export function readsOnly(session: AuthCheckAnswer): boolean {
  return session.permissions.every((permission) => permission.startsWith('view_'));
}

/** The language the signed-in staff member chose in their profile, if any. */
export function chosenLocale(session: AuthCheckAnswer | undefined): Locale | undefined {
  return session?.user?.locale ?? undefined;
}
