import type { ChangePasswordInput, LoginInput, SessionUser } from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api';
import { notifyFailure, notifySuccess } from './notify';
import { queryKeys } from './query-client';
import { toast } from '~/lib/toast-store';

/** docs/product.md#states: success refetches the session and opens the dashboard. */
export function useLogin() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<{ message: string; user: SessionUser }>('/api/auth/login', {
        method: 'POST',
        body: { ...input },
      }),
    onSuccess: async () => {
      notifySuccess('Login successful', 'Welcome back!');
      await client.refetchQueries({ queryKey: queryKeys.session });
      await navigate('/admin');
    },
    onError: (error) => notifyFailure('Login failed', error, 'Please check your credentials'),
  });
}

/** Ends the session, forgets every cached answer of this user and opens the login screen. */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      toast({ title: 'Logout successful' });
      await navigate('/admin/login', { replace: true });
      client.clear();
    },
    onError: () =>
      toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ message: string }>('/api/auth/password', { method: 'POST', body: { ...input } }),
  });
}
