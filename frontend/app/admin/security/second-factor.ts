import type {
  EnrolledSignInAnswer,
  LoginAnswer,
  RecoveryCodes,
  RequiredRoles,
  Role,
  SecondFactorStatus,
  TotpSetup,
} from '@prism/contracts';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';

const SELF = '/api/auth/second-factor';
const statusKey = ['second-factor'] as const;

/** The signed-in user's second factors (the security page). */
export const secondFactorQuery = () =>
  queryOptions({ queryKey: statusKey, queryFn: () => api<SecondFactorStatus>(SELF) });

/** The second step of a sign-in: a code (app or recovery) or the account's passkey. */
export const secondStep = {
  code: (code: string) =>
    api<LoginAnswer>('/api/auth/login/code', { method: 'POST', body: { code } }),
  passkey: async (): Promise<LoginAnswer> => {
    const options = await api<PublicKeyCredentialRequestOptionsJSON>(
      '/api/auth/login/passkey/options',
      { method: 'POST' },
    );
    const credential = await startAuthentication({ optionsJSON: options });
    return api<LoginAnswer>('/api/auth/login/passkey', {
      method: 'POST',
      body: { credential: { ...credential } },
    });
  },
  enrolTotp: () => api<TotpSetup>('/api/auth/login/enrol/totp', { method: 'POST' }),
  confirmEnrolTotp: (code: string) =>
    api<EnrolledSignInAnswer>('/api/auth/login/enrol/totp/confirm', {
      method: 'POST',
      body: { code },
    }),
  enrolPasskey: async (): Promise<EnrolledSignInAnswer> => {
    const options = await api<PublicKeyCredentialCreationOptionsJSON>(
      '/api/auth/login/enrol/passkey/options',
      { method: 'POST' },
    );
    const credential = await startRegistration({ optionsJSON: options });
    return api<EnrolledSignInAnswer>('/api/auth/login/enrol/passkey', {
      method: 'POST',
      body: { credential: { ...credential } },
    });
  },
};

/** Every change on the security page refreshes the status it shows. */
function useSecurityMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

export const useStartTotp = () =>
  useSecurityMutation(() => api<TotpSetup>(`${SELF}/totp`, { method: 'POST' }));

export const useConfirmTotp = () =>
  useSecurityMutation((code: string) =>
    api<RecoveryCodes>(`${SELF}/totp/confirm`, { method: 'POST', body: { code } }),
  );

export const useRemoveTotp = () =>
  useSecurityMutation(() => api<{ message: string }>(`${SELF}/totp`, { method: 'DELETE' }));

export const useNewRecoveryCodes = () =>
  useSecurityMutation(() => api<RecoveryCodes>(`${SELF}/recovery-codes`, { method: 'POST' }));

export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const options = await api<PublicKeyCredentialCreationOptionsJSON>(`${SELF}/passkeys/options`, {
      method: 'POST',
    });
    const credential = await startRegistration({ optionsJSON: options });
    return api<RecoveryCodes>(`${SELF}/passkeys`, {
      method: 'POST',
      body: { name: name || undefined, credential: { ...credential } },
    });
  });

export const useRemovePasskey = () =>
  useSecurityMutation((id: string) =>
    api<{ message: string }>(`${SELF}/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

// ---- an owner's tools (the users screen) ----

const rolesKey = ['second-factor', 'roles'] as const;

export const requiredRolesQuery = () =>
  queryOptions({
    queryKey: rolesKey,
    queryFn: () => api<RequiredRoles>('/api/admin/second-factor/roles'),
  });

export function useSetRequiredRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roles: Role[]) =>
      api<RequiredRoles>('/api/admin/second-factor/roles', { method: 'PUT', body: { roles } }),
    onSettled: () => client.invalidateQueries({ queryKey: rolesKey }),
  });
}

export const useResetSecondFactor = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/admin/users/${id}/second-factor/reset`, { method: 'POST' }),
  });
