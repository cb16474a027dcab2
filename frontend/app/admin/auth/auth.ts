import type { ChangePasswordInput, LoginInput, SignInStepAnswer } from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '~/admin/shared/api';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { queryKeys } from '~/admin/shared/query-client';
import { toast } from '~/lib/toast-store';

/** After the last step of a sign-in: refetch the session and open the dashboard. */
export function useFinishSignIn() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    notifySuccess('Login successful', 'Welcome back!');
    await client.refetchQueries({ queryKey: queryKeys.session });
    await navigate('/admin');
  };
}

/**
 * docs/product.md#states: success refetches the session and opens the dashboard; an
 * account with a second factor answers a second step instead (ADR 029).
 */
export function useLogin(onSecondStep: (step: SecondStep) => void) {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<SignInStepAnswer>('/api/auth/login', { method: 'POST', body: { ...input } }),
    onSuccess: async (answer) => {
      if ('secondStep' in answer) onSecondStep(answer.secondStep);
      else await finish();
    },
    onError: (error) => notifyFailure('Login failed', error, 'Please check your credentials'),
  });
}

export type SecondStep = Extract<SignInStepAnswer, { secondStep: unknown }>['secondStep'];

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
