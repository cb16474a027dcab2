import { LOCALES } from '@prism/contracts';
import type { PageSummary } from '@prism/contracts/pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { formatDateTime } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { PageHeader } from '~/admin/shared/page-header';
import { SkeletonList } from '~/admin/shared/placeholders';
import { can, useSession } from '~/admin/shared/session';
import { Button, buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { languageName } from './page-field-label';
import { pageListQuery, useDeletePage } from './pages';

/** A page's name in the list: its French title, else its English one, else "Untitled". */
const nameOf = (page: PageSummary) => page.title.fr || page.title.en || m.pages_untitled();

/**
 * /admin/pages (docs/product.md#admin-pages): the pages built from blocks, the one changed
 * last first, a page of the list at a time, with each language's state, edit and delete.
 */
export function PageList() {
  const list = useInfiniteQuery(pageListQuery);
  const pages = loadedItems(list.data);
  const { session } = useSession();
  const adds = can(session, 'add_portfolio');
  const deletes = can(session, 'delete_portfolio');
  const deletion = useConfirmedDelete(useDeletePage(), {
    describe: (page: PageSummary) => m.pages_delete_text({ title: nameOf(page) }),
    success: m.pages_deleted(),
    failure: m.pages_delete_failed(),
  });

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.pages_eyebrow()}
        title={m.pages_list_title()}
        description={m.pages_list_description()}
        actions={
          <>
            <Link to="/admin/navigation" className={buttonClass({ variant: 'secondary' })}>
              {m.pages_navigation_link()}
            </Link>
            {adds && (
              <Link to="/admin/pages/new" className={buttonClass()}>
                <LuPlus aria-hidden className="size-4" />
                {m.pages_new()}
              </Link>
            )}
          </>
        }
      />
      {list.isPending ? (
        <SkeletonList count={4} itemClassName="h-20 rounded-2xl" />
      ) : list.isError ? (
        <LoadError
          what={m.pages_list_what()}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : pages.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <p className="font-display text-xl">{m.pages_list_empty()}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={m.pages_list_title()}>
            {pages.map((page) => (
              <li
                key={page.id}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{nameOf(page)}</p>
                  <p className="flex flex-wrap gap-2 text-sm text-muted">
                    {LOCALES.map((locale) => (
                      <span key={locale}>
                        {m.pages_list_language_state({
                          language: languageName(locale),
                          state: page.live[locale]
                            ? m.pages_state_live()
                            : page.missing[locale].length === 0
                              ? m.pages_state_ready()
                              : m.pages_state_incomplete(),
                        })}
                      </span>
                    ))}
                    <span>{m.pages_list_changed({ time: formatDateTime(page.updatedAt) })}</span>
                    {page.scheduledAt && (
                      <span>
                        {m.pages_list_scheduled({ time: formatDateTime(page.scheduledAt) })}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={`/admin/pages/edit/${page.id}`}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  >
                    <LuPencil aria-hidden className="size-4" />
                    {m.pages_edit()}
                    <span className="sr-only"> {nameOf(page)}</span>
                  </Link>
                  {deletes && (
                    <Button size="sm" variant="ghost" onClick={() => deletion.ask(page)}>
                      <LuTrash2 aria-hidden className="size-4" />
                      {m.pages_delete()}
                      <span className="sr-only"> {nameOf(page)}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={list} shown={pages.length} />
        </>
      )}
      {deletion.dialog}
    </div>
  );
}
