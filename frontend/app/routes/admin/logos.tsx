import type { Route } from './+types/logos';
import { LogosManager } from '~/components/admin/logos-manager';
import { RequirePermission } from '~/components/admin/require-permission';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Client Logos');

export default function LogosRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.logos}>
      <LogosManager />
    </RequirePermission>
  );
}
