import { LOCALES } from '@prism/contracts';
import type { PageKind, PageSummary } from '@prism/contracts/pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { formatDateTime, formatDay } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { PageHeader } from '~/admin/shared/page-header';
import { SkeletonList } from '~/admin/shared/placeholders';
import { can, useSession } from '~/admin/shared/session';
import { Button, buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { languageName } from './page-field-label';
import { editPath, pageListQuery, postListQuery, useDeletePage } from './pages';

/** A page's name in the list: its French title, else its English one, else "Untitled". */
const nameOf = (page: PageSummary) => page.title.fr || page.title.en || m.pages_untitled();

/** What the list's screen says: the pages' or the journal's. */
const WORDS = {
  page: {
    title: m.pages_list_title,
    description: m.pages_list_description,
    add: m.pages_new,
    addTo: '/admin/pages/new',
    empty: m.pages_list_empty,
    what: m.pages_list_what,
  },
  post: {
    title: m.pages_journal_title,
    description: m.pages_journal_description,
    add: m.pages_journal_new,
    addTo: '/admin/journal/new',
    empty: m.pages_journal_empty,
    what: m.pages_journal_what,
  },
} as const;

/**
 * /admin/pages and /admin/journal (docs/product.md#admin-pages): the pages built from
 * blocks, or the journal's posts, the one changed last first, a page of the list at a
 * time, with each language's state (and a post's day), edit and delete.
 */
export function PageList({ kind = 'page' }: { kind?: PageKind }) {
  const words = WORDS[kind];
  const list = useInfiniteQuery(kind === 'post' ? postListQuery : pageListQuery);
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
        title={words.title()}
        description={words.description()}
        actions={
          <>
            {kind === 'page' && (
              <Link to="/admin/navigation" className={buttonClass({ variant: 'secondary' })}>
                {m.pages_navigation_link()}
              </Link>
            )}
            {adds && (
              <Link to={words.addTo} className={buttonClass()}>
                <LuPlus aria-hidden className="size-4" />
                {words.add()}
              </Link>
            )}
          </>
        }
      />
      {list.isPending ? (
        <SkeletonList count={4} itemClassName="h-20 rounded-2xl" />
      ) : list.isError ? (
        <LoadError what={words.what()} error={list.error} onRetry={() => void list.refetch()} />
      ) : pages.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <p className="font-display text-xl">{words.empty()}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={words.title()}>
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
                    {page.date && <span>{m.pages_list_dated({ date: formatDay(page.date) })}</span>}
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
                    to={editPath(page)}
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
