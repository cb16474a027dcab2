import '~/admin/pages/pages.css';
import type { Route } from './+types/journal';
import { PageList } from '~/admin/pages/page-list';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.pages_journal_title());

export default function JournalRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.journal}>
      <PageList kind="post" />
    </RequirePermission>
  );
}
