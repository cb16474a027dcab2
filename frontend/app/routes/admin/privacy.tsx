import type { Route } from './+types/privacy';
import { PrivacySettingsScreen } from '~/admin/privacy/privacy-settings';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.privacy_title_settings());

export default function PrivacySettingsScreenRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.privacy}>
      <PrivacySettingsScreen />
    </RequirePermission>
  );
}
