import type { Route } from './+types/privacy-requests';
import { PrivacyRequestsScreen } from '~/admin/privacy/privacy-requests';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.privacy_title_requests());

export default function PrivacyRequestsScreenRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.privacy}>
      <PrivacyRequestsScreen />
    </RequirePermission>
  );
}
