import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/admin';
import '~/app.css';
import '~/admin/shared/admin.css';
import { createAdminQueryClient } from '~/admin/shared/query-client';
import { ADMIN_HEADERS, adminLocale } from '~/admin/shared/session.server';
import { APP_HANDLE } from '~/lib/page-mode';

// The admin area is a React app in the browser; public pages are not.
export const handle = APP_HANDLE;

/**
 * The signed-out pages' language (login, forgot password, reset, invite): the browser's.
 * The guard answers the signed-in staff member's own.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: adminLocale(request) };
}

// The browser's language doesn't change between admin screens.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function headers() {
  return ADMIN_HEADERS;
}

/**
 * The root of /admin: one TanStack Query client per visit (per request on the server), so
 * no cached answer is shared between users. The admin's dependencies start here, never in
 * a public route.
 */
export default function AdminRoot() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
