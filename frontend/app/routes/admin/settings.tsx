import type { Route } from './+types/settings';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SettingsEditor } from '~/admin/settings/settings-editor';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_settings());

export default function SettingsRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.settings}>
      <SettingsEditor />
    </RequirePermission>
  );
}
