import type { Route } from './+types/users';
import { AccessDenied } from '~/admin/shared/access-denied';
import { RequirePermission } from '~/admin/shared/require-permission';
import { UsersManager } from '~/admin/users/users-manager';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_users());

export default function UsersRoute() {
  return (
    <RequirePermission
      permission={SCREEN_PERMISSION.users}
      denied={<AccessDenied message={m.admin_users_denied_text()} />}
    >
      <UsersManager />
    </RequirePermission>
  );
}
