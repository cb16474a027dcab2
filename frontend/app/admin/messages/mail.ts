import type { MailStatusResponse, StaffProfileInput, UserDto } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/** Undelivered staff notifications, for the dashboard. */
export const mailStatusQuery = queryOptions({
  queryKey: queryKeys.mailStatus,
  queryFn: () => api<MailStatusResponse>('/api/admin/mail/status'),
});

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string; retried: number }>('/api/admin/mail/retry', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}

/** The signed-in user's own account: e-mail address and new-lead switch. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => api<UserDto>('/api/admin/profile'),
});

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffProfileInput) =>
      api<UserDto>('/api/admin/profile', { method: 'PATCH', body: { ...input } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile }),
        client.invalidateQueries({ queryKey: queryKeys.users }),
      ]),
  });
}
