import type { Route } from './+types/landing';
import { LandingEditor } from '~/admin/landing/landing-editor';
import { RequirePermission } from '~/admin/shared/require-permission';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.editor_landing_title());

/** The landing texts are content, edited with the portfolio's right. */
export default function LandingRoute() {
  return (
    <RequirePermission permission="edit_portfolio">
      <LandingEditor />
    </RequirePermission>
  );
}
