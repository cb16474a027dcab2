import type {
  ErasureAnswer,
  IncidentAnswer,
  IncidentInput,
  PrivacyPolicyAnswer,
  PrivacyPolicySummary,
  PrivacySettings,
  PolicySections,
  RightsKind,
  RightsRequestAnswer,
} from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';

/** The privacy section's reads (issue 46): one prefix, so any write refetches what it touched. */
export const privacyKeys = {
  all: ['privacy'] as const,
  settings: ['privacy', 'settings'] as const,
  versions: ['privacy', 'versions'] as const,
  version: (version: number) => ['privacy', 'versions', version] as const,
  requests: ['privacy', 'requests'] as const,
  request: (id: number) => ['privacy', 'requests', id] as const,
  incidents: ['privacy', 'incidents'] as const,
};

export const privacySettingsQuery = queryOptions({
  queryKey: privacyKeys.settings,
  queryFn: () => api<PrivacySettings>('/api/admin/privacy/settings'),
});

export const policyVersionsQuery = queryOptions({
  queryKey: privacyKeys.versions,
  queryFn: () => api<PrivacyPolicySummary[]>('/api/admin/privacy/policy/versions'),
});

export const policyVersionQuery = (version: number) =>
  queryOptions({
    queryKey: privacyKeys.version(version),
    queryFn: () => api<PrivacyPolicyAnswer>(`/api/admin/privacy/policy/versions/${version}`),
  });

/** The requests a page at a time: unconfirmed, then open, then done, each due first. */
export const rightsRequestsQuery = pagedQuery<RightsRequestAnswer>(
  privacyKeys.requests,
  '/api/admin/privacy/requests',
);

export const rightsRequestQuery = (id: number) =>
  queryOptions({
    queryKey: privacyKeys.request(id),
    queryFn: () => api<RightsRequestAnswer>(`/api/admin/privacy/requests/${id}`),
  });

/** The register a page at a time, the incident known last first. */
export const incidentsQuery = pagedQuery<IncidentAnswer>(
  privacyKeys.incidents,
  '/api/admin/privacy/incidents',
);

/** Where a request's data downloads from, as JSON and as CSV. */
export const requestDataPath = (id: number, format: 'json' | 'csv') =>
  `/api/admin/privacy/requests/${id}/${format === 'json' ? 'data' : 'data.csv'}`;

export const INCIDENTS_CSV = '/api/admin/privacy/incidents/export.csv';

/**
 * After any write, every privacy read refetches. Not awaited: a save's own callbacks (its
 * toast, closing its form) run at once, before the refetch can unmount the form that
 * saved (a closed request's form, a published version's editor).
 */
function useRefetchPrivacy() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: privacyKeys.all });
  };
}

export function useSavePrivacySettings() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      api<PrivacySettings>('/api/admin/privacy/settings', {
        method: 'PUT',
        body: { ...settings },
      }),
    onSettled: refetch,
  });
}

export function usePublishPolicy() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: (sections: PolicySections) =>
      api<PrivacyPolicyAnswer>('/api/admin/privacy/policy/versions', {
        method: 'POST',
        body: { sections },
      }),
    onSettled: refetch,
  });
}

export function useRecordRequest() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: (body: { email: string; kind: RightsKind; locale: Locale }) =>
      api<RightsRequestAnswer>('/api/admin/privacy/requests', { method: 'POST', body }),
    onSettled: refetch,
  });
}

export function useEraseRequest() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: (id: number) =>
      api<ErasureAnswer>(`/api/admin/privacy/requests/${id}/erase`, { method: 'POST' }),
    onSettled: refetch,
  });
}

export function useCloseRequest() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: string }) =>
      api<RightsRequestAnswer>(`/api/admin/privacy/requests/${id}/close`, {
        method: 'POST',
        body: { outcome },
      }),
    onSettled: refetch,
  });
}

export function useSaveIncident() {
  const refetch = useRefetchPrivacy();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: IncidentInput }) =>
      id === undefined
        ? api<IncidentAnswer>('/api/admin/privacy/incidents', { method: 'POST', body: { ...body } })
        : api<IncidentAnswer>(`/api/admin/privacy/incidents/${id}`, {
            method: 'PUT',
            body: { ...body },
          }),
    onSettled: refetch,
  });
}
