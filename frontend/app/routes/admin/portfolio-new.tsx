import type { Route } from './+types/portfolio-new';
import { PageHeader } from '~/admin/shared/page-header';
import { PortfolioForm } from '~/admin/portfolio/portfolio-form';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_portfolio_new());

export default function PortfolioNewRoute() {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolioNew}>
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          eyebrow={m.editor_item_eyebrow()}
          title={m.editor_new_title()}
          description={m.editor_new_description()}
        />
        <PortfolioForm />
      </div>
    </RequirePermission>
  );
}
