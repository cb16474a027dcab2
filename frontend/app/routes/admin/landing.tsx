import type { Route } from './+types/landing';
import { LandingEditor } from '~/admin/landing/landing-editor';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.editor_landing_title());

/** The landing texts are content, read and edited with the portfolio's rights. */
export default function LandingRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.landing}>
      <LandingEditor />
    </RequirePermission>
  );
}
