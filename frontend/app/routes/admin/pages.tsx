import '~/admin/pages/pages.css';
import type { Route } from './+types/pages';
import { PageList } from '~/admin/pages/page-list';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.pages_list_title());

export default function PagesRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.pages}>
      <PageList />
    </RequirePermission>
  );
}
