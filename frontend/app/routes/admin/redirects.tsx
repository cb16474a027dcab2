import type { Route } from './+types/redirects';
import { RedirectsManager } from '~/admin/redirects/redirects-manager';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { ReadOnlyFor } from '~/admin/shared/read-only';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_redirects());

export default function RedirectsRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.redirects}>
      <ReadOnlyFor permission="manage_redirects" className="grid gap-6">
        <RedirectsManager />
      </ReadOnlyFor>
    </RequirePermission>
  );
}
