import type { Route } from './+types/logos';
import { LogosManager } from '~/admin/logos/logos-manager';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Client Logos');

export default function LogosRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.logos}>
      <LogosManager />
    </RequirePermission>
  );
}
