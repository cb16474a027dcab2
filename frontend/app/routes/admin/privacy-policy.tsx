import type { Route } from './+types/privacy-policy';
import { PrivacyPolicyScreen } from '~/admin/privacy/privacy-policy';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.privacy_title_policy());

export default function PrivacyPolicyScreenRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.privacy}>
      <PrivacyPolicyScreen />
    </RequirePermission>
  );
}
