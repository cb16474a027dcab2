import { useMemo } from 'react';
import type { Route } from './+types/portfolio-new';
import { PageHeader } from '~/admin/shared/page-header';
import { PortfolioForm } from '~/admin/portfolio/portfolio-form';
import { DraftReport, useProjectDraft } from '~/admin/portfolio/project-draft';
import { WithProjectPreview } from '~/admin/portfolio/project-preview';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_portfolio_new());

/** The new project's form with the live preview of its public page as typed (issue 50). */
export default function PortfolioNewRoute() {
  const { draft, report } = useProjectDraft();
  // The same form while only the draft changes: typing re-renders the preview alone.
  const form = useMemo(
    () => (
      <DraftReport value={report}>
        <PortfolioForm />
      </DraftReport>
    ),
    [report],
  );
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolioNew}>
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          eyebrow={m.editor_item_eyebrow()}
          title={m.editor_new_title()}
          description={m.editor_new_description()}
        />
        <WithProjectPreview draft={draft}>{form}</WithProjectPreview>
      </div>
    </RequirePermission>
  );
}
