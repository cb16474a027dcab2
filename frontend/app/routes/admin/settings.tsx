import type { Route } from './+types/settings';
import { RequirePermission } from '~/components/admin/require-permission';
import { SettingsEditor } from '~/components/admin/settings-editor';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Site Settings');

export default function SettingsRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.settings}>
      <SettingsEditor />
    </RequirePermission>
  );
}
