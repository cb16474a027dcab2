import type { Route } from './+types/security';
import { SecurityPage } from '~/components/admin/security-page';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Security');

/** Every signed-in user manages their own second factors here. */
export default function SecurityRoute() {
  return <SecurityPage />;
}
