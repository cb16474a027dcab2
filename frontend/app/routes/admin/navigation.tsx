import '~/admin/pages/pages.css';
import type { Route } from './+types/navigation';
import { NavigationScreen } from '~/admin/pages/navigation-editor';
import { PageHeader } from '~/admin/shared/page-header';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.pages_navigation_title());

export default function NavigationRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.navigation}>
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          eyebrow={m.pages_eyebrow()}
          title={m.pages_navigation_title()}
          description={m.pages_navigation_description()}
        />
        <NavigationScreen />
      </div>
    </RequirePermission>
  );
}
