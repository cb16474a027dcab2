import type { Route } from './+types/audit';
import { AuditLog } from '~/admin/audit/audit-log';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Audit Log');

export default function AuditRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.audit}>
      <AuditLog />
    </RequirePermission>
  );
}
