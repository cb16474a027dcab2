import type { Route } from './+types/portfolio';
import { PortfolioList } from '~/admin/portfolio/portfolio-list';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Portfolio');

export default function PortfolioRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolio}>
      <PortfolioList />
    </RequirePermission>
  );
}
