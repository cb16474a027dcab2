import type { Route } from './+types/media';
import { MediaLibrary } from '~/admin/media/media-library';
import { ReadOnlyFor } from '~/admin/shared/read-only';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.media_title());

export default function MediaRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.media}>
      <ReadOnlyFor permission="edit_portfolio" className="grid gap-6">
        <MediaLibrary />
      </ReadOnlyFor>
    </RequirePermission>
  );
}
