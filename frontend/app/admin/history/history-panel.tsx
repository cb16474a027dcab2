import type { Permission, RevisionSummary } from '@prism/contracts';
import { can, useSession } from '~/admin/shared/session';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { formatDateTime } from '~/admin/shared/format';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { RevisionComparisonView, type FieldLabel } from './revision-comparison';
import { comparisonQuery, revisionsQuery, useRestoreRevision } from './revisions';

interface HistoryProps {
  /** The record's staff read path: `/api/portfolio/7`, `/api/admin/settings`… */
  record: string;
  /** A record that is on the site as saved (settings, landing texts); an item keeps its publication state. */
  live?: boolean;
  /** The staff member's words for a field the server names (`contactEmail`, `en.hero`). */
  fieldLabel?: FieldLabel;
  /** What a restore needs: a role without it (a viewer) compares but restores nothing. */
  restorePermission?: Permission;
}

/**
 * An editor with its History panel below it, the one way every editable record
 * shows its history: a restore mounts the editor afresh once the record brought back has
 * been read again, so its fields start from it rather than keep the text it replaced.
 * `dataUpdatedAt` is the editor's query's: the new read reaches this component after the
 * restore's own callbacks, so remounting at once would start from the old record.
 */
export function WithHistory({
  children,
  dataUpdatedAt,
  ...props
}: HistoryProps & { children: ReactNode; dataUpdatedAt: number }) {
  const [mounts, setMounts] = useState(0);
  const [restore, setRestore] = useState<{ readAt: number; done: boolean } | null>(null);
  if (restore?.done && dataUpdatedAt !== restore.readAt) {
    setRestore(null);
    setMounts((n) => n + 1);
  }
  return (
    <>
      <Fragment key={mounts}>{children}</Fragment>
      <HistoryPanel
        {...props}
        onRestoring={() => setRestore({ readAt: dataUpdatedAt, done: false })}
        onRestored={() => setRestore((r) => r && { ...r, done: true })}
      />
    </>
  );
}

/** The first revision of a record saved before history was kept: it changed nothing. */
const isBaseline = (revision: RevisionSummary) =>
  !revision.created && revision.changed.length === 0 && revision.restoredFrom === null;

/** Who made a revision and when: the record made, its state before history, or a save. */
function madeBy(revision: RevisionSummary): string {
  const time = formatDateTime(revision.at);
  if (revision.created) return m.history_created({ name: revision.by, time });
  if (isBaseline(revision)) return m.history_baseline({ time });
  return m.history_by_at({ name: revision.by, time });
}

/**
 * The "History" panel: the record's revisions, newest first; tick two to compare them
 * field by field; restore one, after a confirmation (an item keeps its publication state).
 */
function HistoryPanel({
  record,
  live = false,
  fieldLabel = (field) => field,
  restorePermission,
  onRestoring,
  onRestored,
}: HistoryProps & { onRestoring: () => void; onRestored: () => void }) {
  const { session } = useSession();
  const restores = can(session, restorePermission);
  const revisions = useQuery(revisionsQuery(record));
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[number, number] | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const restore = useRestoreRevision(record);
  const comparison = useQuery({
    ...comparisonQuery(record, compared?.[0] ?? 0, compared?.[1] ?? 0),
    enabled: compared !== null,
  });

  const toggle = (number: number) =>
    setPicked((now) =>
      now.includes(number) ? now.filter((n) => n !== number) : [...now, number].slice(-2),
    );
  const compare = () => {
    const [a = 0, b = 0] = [...picked].sort((x, y) => x - y);
    setCompared([a, b]);
  };

  return (
    <section
      aria-labelledby="history-title"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="history-title" className="font-display text-2xl">
          {m.history_title()}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {live ? m.history_description_live() : m.history_description()}
        </p>
      </div>
      {revisions.isError && <p role="alert">{m.history_load_failed()}</p>}
      {revisions.data?.length === 0 && <p className="text-sm text-muted">{m.history_empty()}</p>}
      <ol className="grid gap-2">
        {revisions.data?.map((revision) => (
          <li
            key={revision.number}
            className="flex flex-wrap items-center gap-x-3 rounded-2xl border border-line px-3 py-1"
          >
            {/* The label is the check box's 44 px target on phones. */}
            <label
              htmlFor={`revision-${revision.number}`}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 py-1 text-sm"
            >
              <input
                type="checkbox"
                id={`revision-${revision.number}`}
                className="size-6 shrink-0 accent-[#121115]"
                checked={picked.includes(revision.number)}
                onChange={() => toggle(revision.number)}
                aria-label={m.history_pick({ number: revision.number })}
              />
              <span className="min-w-0">
                <span className="font-medium">
                  {m.history_revision({ number: revision.number })}
                </span>
                {' · '}
                {madeBy(revision)}
                {revision.restoredFrom !== null && (
                  <> · {m.history_restored_from({ number: revision.restoredFrom })}</>
                )}
                {revision.changed.length > 0 && (
                  <span className="block text-xs break-words text-muted">
                    {m.history_changed({ fields: revision.changed.map(fieldLabel).join(', ') })}
                  </span>
                )}
              </span>
            </label>
            {restores && (
              <Button variant="secondary" size="sm" onClick={() => setRestoring(revision)}>
                {m.history_restore()}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {(revisions.data?.length ?? 0) > 1 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={picked.length !== 2} onClick={compare}>
            {m.history_compare()}
          </Button>
          {picked.length !== 2 && (
            <span className="text-sm text-muted">{m.history_compare_hint()}</span>
          )}
        </div>
      )}
      {comparison.data && (
        <RevisionComparisonView comparison={comparison.data} fieldLabel={fieldLabel} />
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open && !restore.isPending) setRestoring(null);
        }}
        title={m.history_restore_title({ number: restoring?.number ?? 0 })}
        description={live ? m.history_restore_description_live() : m.history_restore_description()}
        confirmLabel={m.history_restore()}
        pending={restore.isPending}
        onConfirm={() => {
          if (!restoring) return;
          onRestoring();
          restore.mutate(restoring.number, {
            onSuccess: () => {
              // The record was read again before this runs, but its new data reaches the
              // editor after it: WithHistory remounts the editor when it does.
              onRestored();
              setPicked([]);
              setCompared(null);
              notifySuccess(live ? m.history_restored_live() : m.history_restored());
            },
            onError: (error) => notifyFailure(m.history_restore_failed(), error),
            onSettled: () => setRestoring(null),
          });
        }}
      />
    </section>
  );
}
