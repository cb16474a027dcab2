import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import '~/app.css';
import '~/admin/shared/admin.css';
import { createAdminQueryClient } from '~/admin/shared/query-client';
import { ADMIN_HEADERS } from '~/admin/shared/session.server';
import { APP_HANDLE } from '~/lib/page-mode';

// The admin area is a React app in the browser (ADR 024); public pages are not.
export const handle = APP_HANDLE;

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
