// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createAdminQueryClient, keepLatest, queryKeys } from './query-client';
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

  it('applies two saves of one record in the order they were made while a History panel refetches', async () => {
    const client = createAdminQueryClient();
    // A History panel on screen: its refetches end only when the test says so.
    const historyKey = [...queryKeys.revisions, '/api/pages/1'];
    client.setQueryData(historyKey, []);
    const pending: Array<() => void> = [];
    const history = new QueryObserver(client, {
      queryKey: historyKey,
      queryFn: () => new Promise<never[]>((resolve) => pending.push(() => resolve([]))),
    });
    const unsubscribe = history.subscribe(() => undefined);
    const applied: string[] = [];
    // As the admin's per-record queue sends them: the second once the first is answered.
    const answers: Array<Promise<string>> = [];
    const save = (answer: string) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => {
            const sent = (answers.at(-1) ?? Promise.resolve('')).then(
              () => new Promise<string>((resolve) => setTimeout(() => resolve(answer), 5)),
            );
            answers.push(sent);
            return sent;
          },
          onSuccess: (saved: string) => {
            applied.push(saved);
          },
        })
        .execute(undefined);
    const saves = [save('schedule saved'), save('put online')];
    // Both answers are in, and each save has asked for the History again, before it ends.
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await Promise.all(answers);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const release of pending.splice(0)) release();
    await Promise.all(saves);
    unsubscribe();
    expect(applied).toEqual(['schedule saved', 'put online']);
  });

  it('never replaces a later version of a record with an earlier answer', () => {
    const client = createAdminQueryClient();
    const key = ['pages', 'page', 1];
    const online = { version: 3, live: true };
    keepLatest(client, key, online);
    const earlier = { version: 2, live: false };
    keepLatest(client, key, earlier);
    expect(client.getQueryData(key)).toEqual(online);
    const same = { version: 3, live: false };
    keepLatest(client, key, same);
    expect(client.getQueryData(key)).toEqual(same);
    const later = { version: 4, live: true };
    keepLatest(client, key, later);
    expect(client.getQueryData(key)).toEqual(later);
  });
});
