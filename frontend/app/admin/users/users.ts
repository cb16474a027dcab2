import type { CreateUserInput, Role, UserAnswer } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';
import { m } from '~/paraglide/messages';

export const usersQuery = queryOptions({
  queryKey: queryKeys.users,
  queryFn: () => api<UserAnswer[]>('/api/admin/users'),
});

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.users });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      api<UserAnswer>('/api/admin/users', { method: 'POST', body: { ...input } }),
    onSettled: invalidate,
  });
}

export function useChangeRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      api<UserAnswer>(`/api/admin/users/${id}`, { method: 'PATCH', body: { role } }),
    onSettled: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/**
 * Where a 409 on a new account belongs: the server names what is taken, the username or
 * the e-mail address (creating and inviting share the rule).
 */
export function accountConflictOf(error: ApiError) {
  const emailTaken = error.body?.code === 'email_taken';
  return emailTaken
    ? { field: 'email' as const, fallback: m.admin_users_email_in_use() }
    : { field: 'username' as const, fallback: m.admin_users_username_taken() };
}
