import { useEffect } from 'react';
import { Outlet, redirect, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/guard';
import { AdminShell } from '~/admin/shared/admin-shell';
import { FullPageSpinner } from '~/admin/shared/full-page-spinner';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useSession } from '~/admin/shared/session';
import { ADMIN_HEADERS, checkSession } from '~/admin/shared/session.server';

/** Anonymous visitors are sent to the login screen before any admin HTML is rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await checkSession(request, context);
  if (!session.authenticated) throw redirect('/admin/login');
  return { session };
}

export function headers() {
  return ADMIN_HEADERS;
}

// Moving between admin screens doesn't ask the server again: each screen re-checks the
// session through the session query, and every API call is checked by the backend.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  const { session, checking } = useSession(loaderData.session);
  const navigate = useNavigate();
  const signedOut = !session.authenticated;

  useEffect(() => {
    // The re-check found no session (signed out elsewhere, expired, revoked).
    if (signedOut) void navigate('/admin/login', { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return <FullPageSpinner label="Checking your session" />;
  return (
    <AdminShell session={session} checking={checking}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
