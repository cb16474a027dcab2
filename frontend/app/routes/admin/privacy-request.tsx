import type { Route } from './+types/privacy-request';
import { PrivacyRequestScreen } from '~/admin/privacy/privacy-request';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { RequirePermission } from '~/admin/shared/require-permission';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.privacy_title_request());

export default function PrivacyRequestRoute({ params }: Route.ComponentProps) {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.privacy}>
      <PrivacyRequestScreen key={params.id} id={Number(params.id)} />
    </RequirePermission>
  );
}
