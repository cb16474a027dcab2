import type { ChangePasswordInput, LoginInput, SignInStepAnswer } from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, forgetRecords } from '~/admin/shared/api';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { queryKeys } from '~/admin/shared/query-client';
import { toast } from '~/lib/toast-store';
import { m } from '~/paraglide/messages';

/** After the last step of a sign-in: refetch the session and open the dashboard. */
export function useFinishSignIn() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    notifySuccess(m.admin_login_success(), m.admin_login_welcome());
    await client.refetchQueries({ queryKey: queryKeys.session });
    await navigate('/admin');
  };
}

/**
 * docs/product.md#states: success refetches the session and opens the dashboard; an
 * account with a second factor answers a second step instead.
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
    onError: (error) => notifyFailure(m.admin_login_failed(), error, m.admin_login_check()),
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
      toast({ title: m.admin_logout_success() });
      await navigate('/admin/login', { replace: true });
      client.clear();
      forgetRecords();
    },
    onError: () =>
      toast({
        title: m.admin_logout_failed(),
        description: m.admin_please_try_again(),
        variant: 'destructive',
      }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ message: string }>('/api/auth/password', { method: 'POST', body: { ...input } }),
  });
}
