import type { Route } from './+types/messages';
import { MessagesInbox } from '~/components/admin/messages-inbox';
import { RequirePermission } from '~/components/admin/require-permission';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

export default function MessagesRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.messages}>
      <MessagesInbox />
    </RequirePermission>
  );
}
