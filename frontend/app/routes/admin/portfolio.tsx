import type { Route } from './+types/portfolio';
import { PortfolioList } from '~/admin/portfolio/portfolio-list';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_portfolio());

export default function PortfolioRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolio}>
      <PortfolioList />
    </RequirePermission>
  );
}
