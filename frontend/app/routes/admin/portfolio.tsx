import type { Route } from './+types/portfolio';
import { PortfolioList } from '~/components/admin/portfolio-list';
import { RequirePermission } from '~/components/admin/require-permission';
import { SCREEN_PERMISSION } from '~/lib/admin/access';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Portfolio');

export default function PortfolioRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolio}>
      <PortfolioList />
    </RequirePermission>
  );
}
