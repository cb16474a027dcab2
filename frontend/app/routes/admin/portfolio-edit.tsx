import type { PortfolioItemAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/portfolio-edit';
import { CaseStudyEditor } from '~/admin/portfolio/case-study-editor';
import { WithHistory } from '~/admin/history/history-panel';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { itemFieldLabel } from '~/admin/portfolio/item-field-label';
import { PortfolioForm } from '~/admin/portfolio/portfolio-form';
import { DraftReport, useProjectDraft } from '~/admin/portfolio/project-draft';
import { WithProjectPreview } from '~/admin/portfolio/project-preview';
import { EditableFor } from '~/admin/shared/read-only';
import { RequirePermission } from '~/admin/shared/require-permission';
import { can, useSession } from '~/admin/shared/session';
import { buttonClass } from '~/components/ui/button';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { ApiError } from '~/admin/shared/api';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';
import { portfolioItemQuery } from '~/admin/portfolio/portfolio';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_portfolio_edit());

export default function PortfolioEditRoute({ params }: Route.ComponentProps) {
  return (
    <RequirePermission permission={SCREEN_PERMISSION.portfolioEdit}>
      <div className="grid grid-cols-1 gap-8">
        <EditHeader />
        <EditItem id={Number(params.id)} />
      </div>
    </RequirePermission>
  );
}

/** A role that may change the item edits it; a viewer reads it, and the heading says which. */
function EditHeader() {
  const { session } = useSession();
  const edits = can(session, 'edit_portfolio');
  return (
    <PageHeader
      eyebrow={m.editor_item_eyebrow()}
      title={edits ? m.editor_edit_title() : m.editor_view_title()}
      description={edits ? m.editor_edit_description() : m.editor_view_description()}
    />
  );
}

function EditItem({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...portfolioItemQuery(id), enabled: valid });
  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <div className="rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-sm">
        <p className="font-display text-2xl">{m.editor_item_not_found()}</p>
        <p className="mt-2 text-muted">{m.admin_error_not_found()}</p>
        <Link
          to="/admin/portfolio"
          className={buttonClass({ variant: 'secondary', className: 'mt-6' })}
        >
          {m.editor_back_to_list()}
        </Link>
      </div>
    );
  }
  if (item.isError) {
    return (
      <LoadError
        what={m.editor_item_what()}
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  }
  if (!item.data) {
    return <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />;
  }
  // A fresh form per item, so its fields start from that item.
  return (
    <div key={item.data.id} className="grid gap-8">
      <WithHistory
        record={`/api/portfolio/${item.data.id}`}
        fieldLabel={itemFieldLabel}
        dataUpdatedAt={item.dataUpdatedAt}
        restorePermission="edit_portfolio"
      >
        <ItemEditor item={item.data} />
      </WithHistory>
    </div>
  );
}

/**
 * The item's forms and, for a role that may change it, the live preview of its public page
 * with their unsaved changes (issue 50).
 */
function ItemEditor({ item }: { item: PortfolioItemAnswer }) {
  const { session } = useSession();
  const { draft, report } = useProjectDraft();
  // The same elements while only the draft changes: typing re-renders the preview alone.
  const forms = useMemo(
    () => (
      <DraftReport value={report}>
        <EditableFor permission="edit_portfolio" className="grid gap-8">
          <PortfolioForm item={item} />
          <CaseStudyEditor item={item} />
        </EditableFor>
      </DraftReport>
    ),
    [item, report],
  );
  if (!can(session, 'edit_portfolio')) return forms;
  return (
    <WithProjectPreview item={item} draft={draft}>
      {forms}
    </WithProjectPreview>
  );
}
