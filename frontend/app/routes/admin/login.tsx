import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/admin/auth/login-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';
import { useSession } from '~/admin/shared/session';
import { ADMIN_HEADERS, checkSession } from '~/admin/shared/session.server';
import { SIGN_IN_HANDLE } from '~/lib/page-mode';

/** Signed-in users have nothing to do here (docs/product.md#login). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await checkSession(request, context);
  if (session.authenticated) throw redirect('/admin');
  return { session };
}

// The server's HTML is the whole first screen; the app starts at the first input.
export const handle = SIGN_IN_HANDLE;

export function headers() {
  return ADMIN_HEADERS;
}

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_login());

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  // Observed here so a successful sign-in can refetch it before opening the dashboard.
  const { session } = useSession(loaderData.session);
  return <LoginForm demoCredentials={session.demoCredentials} />;
}
