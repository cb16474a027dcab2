import type { MailStatusAnswer, StaffProfileInput, UserAnswer } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/** Mail not delivered yet and whether a relay is set up, for the dashboard's failure view. */
export const mailStatusQuery = queryOptions({
  queryKey: queryKeys.mailStatus,
  queryFn: () => api<MailStatusAnswer>('/api/admin/mail/status'),
});

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string; retried: number }>('/api/admin/mail/retry', { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.messages }),
        client.invalidateQueries({ queryKey: queryKeys.jobsStatus }),
      ]),
  });
}

/** The signed-in user's own account: e-mail address and new-lead switch. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => api<UserAnswer>('/api/admin/profile'),
});

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffProfileInput) =>
      api<UserAnswer>('/api/admin/profile', { method: 'PATCH', body: { ...input } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile }),
        client.invalidateQueries({ queryKey: queryKeys.users }),
      ]),
  });
}
