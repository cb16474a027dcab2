import '~/admin/pages/pages.css';
import type { Route } from './+types/journal-new';
import { PageEditor } from '~/admin/pages/page-editor';
import { PageHeader } from '~/admin/shared/page-header';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.pages_journal_new());

export default function JournalNewRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.journalNew}>
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          eyebrow={m.pages_eyebrow()}
          title={m.pages_journal_new()}
          description={m.pages_journal_new_description()}
        />
        <PageEditor kind="post" />
      </div>
    </RequirePermission>
  );
}
