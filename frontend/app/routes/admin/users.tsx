import type { Route } from './+types/users';
import { AccessDenied, USERS_DENIED_TEXT } from '~/components/admin/access-denied';
import { RequirePermission } from '~/components/admin/require-permission';
import { UsersManager } from '~/components/admin/users-manager';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Users');

export default function UsersRoute() {
  return (
    <RequirePermission
      permission={SCREEN_PERMISSION.users}
      denied={<AccessDenied message={USERS_DENIED_TEXT} />}
    >
      <UsersManager />
    </RequirePermission>
  );
}
