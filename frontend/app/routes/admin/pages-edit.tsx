import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import '~/admin/pages/pages.css';
import type { Route } from './+types/pages-edit';
import { WithHistory } from '~/admin/history/history-panel';
import { useConflictLabels } from '~/admin/history/record-field-label';
import { PageEditor } from '~/admin/pages/page-editor';
import { pageFieldLabel } from '~/admin/pages/page-field-label';
import { pageQuery } from '~/admin/pages/pages';
import { ApiError } from '~/admin/shared/api';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { RequirePermission } from '~/admin/shared/require-permission';
import { SCREEN_PERMISSION } from '~/admin/shared/access';
import { adminMeta } from '~/admin/shared/meta';
import { buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/** This editor serves /admin/pages/edit/:id and, for a journal post, /admin/journal/edit/:id. */
const isJournal = (pathname: string) => pathname.startsWith('/admin/journal/');

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(isJournal(location.pathname) ? m.pages_journal_edit_title() : m.pages_edit_title());

export default function PagesEditRoute({ params }: Route.ComponentProps) {
  const journal = isJournal(useLocation().pathname);
  return (
    <RequirePermission permission={SCREEN_PERMISSION.pagesEdit}>
      <div className="grid grid-cols-1 gap-8">
        <PageHeader
          eyebrow={m.pages_eyebrow()}
          title={journal ? m.pages_journal_edit_title() : m.pages_edit_title()}
          description={m.pages_edit_description()}
        />
        <EditPage id={Number(params.id)} journal={journal} />
      </div>
    </RequirePermission>
  );
}

function EditPage({ id, journal }: { id: number; journal: boolean }) {
  const valid = Number.isInteger(id) && id > 0;
  const page = useQuery({ ...pageQuery(id), enabled: valid });
  const blocks = page.data?.blocks;
  const label = useCallback((field: string) => pageFieldLabel(field, blocks ?? []), [blocks]);
  // A conflict names blocks by id: the dialog labels them as this editor shows them.
  useConflictLabels(`/api/pages/${id}`, label);
  if (!valid || (page.error instanceof ApiError && page.error.status === 404)) {
    return (
      <div className="rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-sm">
        <p className="font-display text-2xl">{m.pages_not_found()}</p>
        <Link
          to={journal ? '/admin/journal' : '/admin/pages'}
          className={buttonClass({ variant: 'secondary', className: 'mt-6' })}
        >
          {journal ? m.pages_journal_back() : m.pages_back_to_list()}
        </Link>
      </div>
    );
  }
  if (page.isError) {
    return (
      <LoadError
        what={m.pages_page_what()}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (!page.data) {
    return <div aria-hidden className="h-96 animate-pulse rounded-3xl bg-paper-deep" />;
  }
  return (
    <WithHistory
      key={page.data.id}
      record={`/api/pages/${page.data.id}`}
      fieldLabel={label}
      dataUpdatedAt={page.dataUpdatedAt}
      restorePermission="edit_portfolio"
    >
      <PageEditor page={page.data} />
    </WithHistory>
  );
}
