import type { Route } from './+types/security';
import { SecurityPage } from '~/admin/security/security-page';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_security());

/** Every signed-in user manages their own second factors here. */
export default function SecurityRoute() {
  return <SecurityPage />;
}
