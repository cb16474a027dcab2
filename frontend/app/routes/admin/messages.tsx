import type { Route } from './+types/messages';
import { MessagesInbox } from '~/admin/messages/messages-inbox';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

export default function MessagesRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.messages}>
      <MessagesInbox />
    </RequirePermission>
  );
}
