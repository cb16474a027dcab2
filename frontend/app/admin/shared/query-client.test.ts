// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createAdminQueryClient, queryKeys } from './query-client';
import { sessionQuery } from './session';

describe('the admin query client (docs/product.md#client-caching)', () => {
  it('never goes stale, never refetches on focus or a timer, and never retries', () => {
    const defaults = createAdminQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('re-checks the session on every mount, with one retry and no stale time', () => {
    expect(sessionQuery).toMatchObject({ staleTime: 0, refetchOnMount: true, retry: 1 });
  });

  it('re-checks the session when any call answers 401', async () => {
    const client = createAdminQueryClient();
    client.setQueryData(queryKeys.session, { authenticated: true });
    await client
      .query({
        queryKey: ['users'],
        queryFn: () => Promise.reject(new ApiError(401, 'Unauthorized', '')),
      })
      .catch(() => undefined);
    expect(client.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
  });

  it('refetches the History panels after any write, as it may have made a revision', async () => {
    const client = createAdminQueryClient();
    client.setQueryData([...queryKeys.revisions, '/api/admin/landing'], []);
    client.setQueryData(queryKeys.logos, []);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);
    expect(
      client.getQueryState([...queryKeys.revisions, '/api/admin/landing'])?.isInvalidated,
    ).toBe(true);
    expect(client.getQueryState(queryKeys.logos)?.isInvalidated).toBe(false);
  });
});
