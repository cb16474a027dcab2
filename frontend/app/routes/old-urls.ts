import { redirect } from 'react-router';
import type { Route } from './+types/old-urls';
import { sitePath } from '~/lib/site-paths';

/**
 * Addresses shared before the site had two languages (`/privacy`, `/preview/:token`):
 * 301 to their English form, so old links keep working. The old project
 * address needs the item's slug and is answered by the project page itself.
 */
export function loader({ params }: Route.LoaderArgs) {
  const to =
    'token' in params && params.token
      ? sitePath('en', { page: 'preview', token: params.token })
      : sitePath('en', { page: 'privacy' });
  throw redirect(to, 301);
}
