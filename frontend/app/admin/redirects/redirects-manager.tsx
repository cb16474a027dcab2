import { REDIRECT_LIMITS, type NotFoundEntry, type RedirectAnswer } from '@prism/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LuDownload, LuMilestone, LuUpload } from 'react-icons/lu';
import { ApiError } from '~/admin/shared/api';
import { fieldErrorText } from '~/admin/shared/error-words';
import { useZodForm } from '~/admin/shared/form';
import { apiFieldLabel } from '~/admin/shared/field-labels';
import { formatDateTime, formatNumber } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { PageHeader } from '~/admin/shared/page-header';
import { Writes } from '~/admin/shared/read-only';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { ScrollableTable } from '~/admin/shared/scrollable-table';
import { Button, buttonClass, type ButtonVariant } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import {
  notFoundQuery,
  redirectsQuery,
  useDeleteRedirect,
  useForgetNotFound,
  useImportRedirects,
} from './redirects';
import {
  RedirectForm,
  redirectDraft,
  redirectFormSchema,
  type RedirectFormInput,
} from './redirect-form';

/**
 * The server's refusal, field by field (`fromPath`, `toPath`, `lines.3.toPath`…): each
 * field's label as the form shows it and its code worded in the admin's language.
 */
function fieldErrors(error: unknown): { field: string; label: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.fields ?? []).map((f) => ({
    field: f.field,
    label: apiFieldLabel(f.field),
    message: fieldErrorText(f.field, f.code, f.params),
  }));
}

/**
 * /admin/redirects (manage_redirects: owners and admins; read with view_redirects): the
 * redirects with their hits, a form to add or change one, CSV export and import, and the
 * 404 log with a "Create redirect" action that fills the form. Inside a `ReadOnlyFor`
 * screen: a reader sees both lists and loads more, without the writing controls.
 */
export function RedirectsManager() {
  const form = useZodForm(redirectFormSchema, redirectDraft());
  const [editing, setEditing] = useState<number | undefined>(undefined);

  /** Fills the form with a redirect to change, or a 404's path to redirect; focuses "To". */
  const edit = (id: number | undefined, draft: RedirectFormInput) => {
    setEditing(id);
    form.reset(draft);
    document.getElementById('redirect-form')?.scrollIntoView({ block: 'nearest' });
    form.setFocus('toPath');
  };

  return (
    <div className="grid grid-cols-1 gap-8">
      <Writes>
        <CsvTransfer />
        <RedirectForm
          form={form}
          editing={editing}
          onDone={() => {
            setEditing(undefined);
            form.reset(redirectDraft());
          }}
        />
      </Writes>
      <RedirectList onEdit={(r) => edit(r.id, redirectDraft(r))} />
      <NotFoundLog onCreate={(path) => edit(undefined, redirectDraft({ fromPath: path }))} />
    </div>
  );
}

/** The page's header with CSV export and import, and what an import refused, row by row. */
function CsvTransfer() {
  const [importErrors, setImportErrors] = useState<
    { field: string; label: string; message: string }[]
  >([]);
  const fileRef = useRef<HTMLInputElement>(null);
  const importCsv = useImportRedirects();

  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportErrors([]);
    importCsv.mutate(file, {
      onSuccess: (answer) =>
        notifySuccess(m.admin_redirects_imported_title(), m.admin_redirects_imported(answer)),
      onError: (error) => {
        setImportErrors(fieldErrors(error));
        notifyFailure(m.admin_redirects_import_failed(), error);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={m.admin_title_redirects()}
        description={m.admin_redirects_description()}
        actions={
          <>
            <a
              href="/api/redirects/export.csv"
              download
              className={buttonClass({ variant: 'secondary' })}
            >
              <LuDownload aria-hidden className="size-4" />
              {m.admin_redirects_export()}
            </a>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={onFile}
              data-testid="redirects-import-file"
            />
            <Button
              type="button"
              variant="secondary"
              disabled={importCsv.isPending}
              onClick={() => fileRef.current?.click()}
            >
              <LuUpload aria-hidden className="size-4" />
              {m.admin_redirects_import()}
            </Button>
          </>
        }
      />

      {importErrors.length > 0 && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm">
          <p className="font-semibold text-red-800">{m.admin_redirects_import_failed()}</p>
          <ul className="mt-2 grid gap-1 text-red-800">
            {importErrors.map((e) => (
              <li key={`${e.field} ${e.message}`}>
                <span className="font-medium">{e.label}</span> — {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function RedirectList({ onEdit }: { onEdit: (redirect: RedirectAnswer) => void }) {
  const list = useInfiniteQuery(redirectsQuery);
  const redirects = loadedItems(list.data);
  const remove = useDeleteRedirect();
  if (list.isPending) return <SkeletonList count={3} itemClassName="h-14 rounded-2xl" />;
  if (list.isError) {
    return (
      <LoadError
        what={m.admin_redirects_what()}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (redirects.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
        <LuMilestone aria-hidden className="size-8 text-muted" />
        <p className="mt-4 max-w-md text-base">{m.admin_redirects_none()}</p>
      </div>
    );
  }
  return (
    <>
      <Writes>
        <ScrollableTable label={m.admin_redirects_list()} testId="redirects-table">
          <TableHead
            columns={[
              { label: m.admin_redirects_from() },
              { label: m.admin_redirects_to() },
              { label: m.admin_redirects_status() },
              { label: m.admin_redirects_hits(), align: 'right' },
              { label: m.admin_redirects_last_hit() },
              { label: m.admin_redirects_actions(), align: 'right' },
            ]}
          />
          <tbody className="divide-y divide-line">
            {redirects.map((r) => (
              <tr key={r.id}>
                <td className="px-6 py-3 font-mono break-all">
                  {r.fromPath}
                  {r.automatic && (
                    <span className="ml-2 rounded-full bg-paper-deep px-2 py-0.5 font-sans text-xs text-ink-soft">
                      {m.admin_redirects_automatic()}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 font-mono break-all">{r.toPath}</td>
                <td className="px-4 py-3 tabular-nums">{r.status}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(r.hits)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {r.lastHitAt ? formatDateTime(r.lastHitAt) : m.admin_redirects_never()}
                </td>
                <ActionsCell
                  actions={[
                    {
                      label: m.admin_redirects_edit(),
                      name: m.admin_redirects_edit_label({ from: r.fromPath }),
                      variant: 'secondary',
                      onClick: () => onEdit(r),
                    },
                    {
                      label: m.admin_redirects_delete(),
                      name: m.admin_redirects_delete_label({ from: r.fromPath }),
                      variant: 'danger',
                      disabled: remove.isPending,
                      onClick: () =>
                        remove.mutate(r.id, {
                          onSuccess: () => notifySuccess(m.admin_redirects_deleted()),
                          onError: (error) =>
                            notifyFailure(m.admin_redirects_delete_failed(), error),
                        }),
                    },
                  ]}
                />
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </Writes>
      <LoadMore list={list} shown={redirects.length} />
    </>
  );
}

function NotFoundLog({ onCreate }: { onCreate: (path: string) => void }) {
  const log = useInfiniteQuery(notFoundQuery);
  const entries = loadedItems(log.data);
  const forget = useForgetNotFound();
  return (
    <section aria-labelledby="not-found-title" className="grid gap-4">
      <div>
        <h2 id="not-found-title" className="font-display text-2xl">
          {m.admin_not_found_log_title()}
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          {m.admin_not_found_description({ cap: formatNumber(REDIRECT_LIMITS.notFoundCap) })}
        </p>
      </div>
      {log.isPending ? (
        <SkeletonList count={3} itemClassName="h-14 rounded-2xl" />
      ) : log.isError ? (
        <LoadError
          what={m.admin_not_found_what()}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-10 text-center">
          {m.admin_not_found_none()}
        </p>
      ) : (
        <>
          <Writes>
            <ScrollableTable label={m.admin_not_found_table()} testId="not-found-table">
              <TableHead
                columns={[
                  { label: m.admin_not_found_path() },
                  { label: m.admin_not_found_count(), align: 'right' },
                  { label: m.admin_not_found_first() },
                  { label: m.admin_not_found_last() },
                  { label: m.admin_not_found_referrer() },
                  { label: m.admin_redirects_actions(), align: 'right' },
                ]}
              />
              <tbody className="divide-y divide-line">
                {entries.map((entry: NotFoundEntry) => (
                  <tr key={entry.id} data-path={entry.path}>
                    <td className="px-6 py-3 font-mono break-all">{entry.path}</td>
                    <td className="px-4 py-3 text-right tabular-nums" data-testid="not-found-count">
                      {formatNumber(entry.count)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDateTime(entry.firstSeen)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDateTime(entry.lastSeen)}
                    </td>
                    <td className="px-4 py-3 break-all">{entry.referrerHost ?? '—'}</td>
                    <ActionsCell
                      actions={[
                        {
                          label: m.admin_not_found_create(),
                          name: m.admin_not_found_create_label({ path: entry.path }),
                          variant: 'secondary',
                          onClick: () => onCreate(entry.path),
                        },
                        {
                          label: m.admin_not_found_forget(),
                          name: m.admin_not_found_forget_label({ path: entry.path }),
                          variant: 'ghost',
                          disabled: forget.isPending,
                          onClick: () => forget.mutate(entry.id),
                        },
                      ]}
                    />
                  </tr>
                ))}
              </tbody>
            </ScrollableTable>
          </Writes>
          <LoadMore list={log} shown={entries.length} />
        </>
      )}
    </section>
  );
}

interface RowAction {
  label: string;
  /** The accessible name: the label and the row it acts on. */
  name: string;
  variant: ButtonVariant;
  onClick: () => void;
  disabled?: boolean;
}

/** The last cell of a row of either table: its actions, right-aligned. */
function ActionsCell({ actions }: { actions: RowAction[] }) {
  return (
    <td className="px-6 py-3">
      <div className="flex justify-end gap-2">
        {actions.map(({ label, name, ...action }) => (
          <Button key={label} size="sm" aria-label={name} {...action}>
            {label}
          </Button>
        ))}
      </div>
    </td>
  );
}
