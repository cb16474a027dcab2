import type { Route } from './+types/logos';
import { LogosManager } from '~/admin/logos/logos-manager';
import { ReadOnlyFor } from '~/admin/shared/read-only';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_logos());

export default function LogosRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.logos}>
      <ReadOnlyFor permission="edit_portfolio" className="grid gap-6">
        <LogosManager />
      </ReadOnlyFor>
    </RequirePermission>
  );
}
