import type { Route } from './+types/messages';
import { MessagesInbox } from '~/admin/messages/messages-inbox';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_messages());

export default function MessagesRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.messages}>
      <MessagesInbox />
    </RequirePermission>
  );
}
