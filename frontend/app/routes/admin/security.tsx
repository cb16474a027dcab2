import type { Route } from './+types/security';
import { SecurityPage } from '~/admin/security/security-page';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Security');

/** Every signed-in user manages their own second factors here. */
export default function SecurityRoute() {
  return <SecurityPage />;
}
