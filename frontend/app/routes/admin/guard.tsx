import { useEffect } from 'react';
import { Outlet, redirect, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/guard';
import { AdminErrorBoundary } from '~/admin/shared/admin-error';
import { AdminShell } from '~/admin/shared/admin-shell';
import { FullPageSpinner } from '~/admin/shared/full-page-spinner';
import { useSession } from '~/admin/shared/session';
import { ADMIN_HEADERS, adminLocale, checkSession } from '~/admin/shared/session.server';
import { m } from '~/paraglide/messages';

/**
 * Anonymous visitors are sent to the login screen before any admin HTML is rendered. The
 * answer's `locale` is the staff member's language, which the whole document takes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await checkSession(request, context);
  if (!session.authenticated) throw redirect('/admin/login');
  return { session, locale: adminLocale(request, session) };
}

export function headers() {
  return ADMIN_HEADERS;
}

// Moving between admin screens doesn't ask the server again: each screen re-checks the
// session through the session query, and every API call is checked by the backend. Only
// an explicit revalidation runs the loader again (the profile's language choice).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  formMethod === undefined && currentUrl.href === nextUrl.href;

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  const { session, checking } = useSession(loaderData.session);
  const navigate = useNavigate();
  const signedOut = !session.authenticated;

  useEffect(() => {
    // The re-check found no session (signed out elsewhere, expired, revoked).
    if (signedOut) void navigate('/admin/login', { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return <FullPageSpinner label={m.admin_checking_session()} />;
  // A new language draws every screen again, from its own words (the cached data stays).
  return (
    <AdminShell key={loaderData.locale} session={session} checking={checking}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
