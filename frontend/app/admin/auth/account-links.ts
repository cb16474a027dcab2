import type {
  AccountLinkAnswer,
  InviteUserInput,
  MessageAnswer,
  PasswordResetRequestInput,
  PendingInvitation,
  StaffProfileInput,
  UseAccountLinkInput,
  UserDto,
} from '@prism/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/** "Forgot password?": the server answers the same whether or not the address is known. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api<MessageAnswer>('/api/account-links/password-reset', {
        method: 'POST',
        body: { ...input },
      }),
  });
}

/** What the link in the address bar is for; the token goes in a request body, never a URL. */
export function useAccountLink(token: string | null) {
  return useQuery({
    queryKey: ['account-link', token],
    enabled: token !== null,
    retry: false,
    queryFn: () =>
      api<AccountLinkAnswer>('/api/account-links/lookup', { method: 'POST', body: { token } }),
  });
}

export function useSetPasswordFromLink() {
  return useMutation({
    mutationFn: (input: UseAccountLinkInput) =>
      api<AccountLinkAnswer>('/api/account-links/use', { method: 'POST', body: { ...input } }),
  });
}

/** Invited accounts whose link was not used yet, for the users screen. */
export const pendingInvitationsQuery = queryOptions({
  queryKey: [...queryKeys.users, 'invitations'],
  queryFn: () => api<PendingInvitation[]>('/api/admin/invitations'),
});

/** An owner invites a colleague by e-mail; the list of users shows the new account. */
export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) =>
      api<UserDto>('/api/admin/invitations', { method: 'POST', body: { ...input } }),
    // The users key prefixes the invitations key: both are fetched again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api<PendingInvitation>(`/api/admin/invitations/${userId}/resend`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: pendingInvitationsQuery.queryKey }),
  });
}

/** An owner changes another user's address. */
export function useUpdateUserEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: StaffProfileInput['email'] }) =>
      api<UserDto>(`/api/admin/users/${id}/profile`, { method: 'PATCH', body: { email } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
