import type { Route } from './+types/audit';
import { AuditLog } from '~/components/admin/audit-log';
import { RequirePermission } from '~/components/admin/require-permission';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Audit Log');

export default function AuditRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.audit}>
      <AuditLog />
    </RequirePermission>
  );
}
