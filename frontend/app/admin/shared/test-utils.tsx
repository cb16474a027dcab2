import { ROLE_PERMISSIONS, type AuthCheckAnswer, type Role } from '@prism/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { createAdminQueryClient, queryKeys } from './query-client';

export function sessionOf(role: Role, username = `${role}-user`): AuthCheckAnswer {
  return {
    authenticated: true,
    user: { id: 7, username, role, locale: null },
    permissions: [...ROLE_PERMISSIONS[role]],
    demoCredentials: null,
  };
}

/**
 * Renders an admin component inside a router and the admin query client, with the session
 * already known (as the guard's loader would have seeded it) and no network: the session
 * query's refetch is turned off here.
 */
export function renderAdmin(
  ui: React.ReactNode,
  session?: AuthCheckAnswer,
  /** Answers the screen's queries already hold, as if fetched (data never goes stale). */
  prime?: (client: QueryClient) => void,
) {
  const client = createAdminQueryClient();
  prime?.(client);
  if (session) {
    client.setQueryData(queryKeys.session, session);
    client.setQueryDefaults(queryKeys.session, { enabled: false });
  }
  const Stub = createRoutesStub([
    { path: '/admin/*', Component: () => <>{ui}</> },
    { path: '/admin', Component: () => <>{ui}</> },
  ]);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/admin/page']} />
      </QueryClientProvider>,
    ),
  };
}
