import type { StaffSessionDto } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/** Whose sessions: your own, or (an owner's view) another user's by id. */
export type SessionsOwner = number | 'mine';

const base = (owner: SessionsOwner) =>
  owner === 'mine' ? '/api/auth/sessions' : `/api/admin/users/${owner}/sessions`;

export const sessionsQuery = (owner: SessionsOwner) =>
  queryOptions({
    queryKey: queryKeys.sessions(owner),
    queryFn: () => api<StaffSessionDto[]>(base(owner)),
  });

export function useEndSession(owner: SessionsOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: string) =>
      api<{ message: string }>(`${base(owner)}/${sid}`, { method: 'DELETE' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.sessions(owner) });
      // Ending your current session signs you out: the session check finds out.
      if (owner === 'mine') await client.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
