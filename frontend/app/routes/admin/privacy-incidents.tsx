import type { Route } from './+types/privacy-incidents';
import { PrivacyIncidentsScreen } from '~/admin/privacy/privacy-incidents';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.privacy_title_incidents());

export default function PrivacyIncidentsScreenRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.privacy}>
      <PrivacyIncidentsScreen />
    </RequirePermission>
  );
}
