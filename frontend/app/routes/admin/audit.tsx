import type { Route } from './+types/audit';
import { AuditLog } from '~/admin/audit/audit-log';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_audit());

export default function AuditRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.audit}>
      <AuditLog />
    </RequirePermission>
  );
}
