import type { ChangedSince, RevisionComparison } from '@prism/contracts';
import { useEffect, useRef, useState } from 'react';
import { api, setConflictPrompt, type ConflictChoice } from '~/admin/shared/api';
import { formatDateTime } from '~/admin/shared/format';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { m } from '~/paraglide/messages';
import { fieldLabelOf } from './record-field-label';
import { RevisionComparisonView } from './revision-comparison';

interface Conflict {
  changed: ChangedSince;
  record: string;
  readRevision: number;
}

/**
 * A save answered 412 (ADR 058): "Changed by <name> at <time>", with their changes on
 * demand (the version opened compared with theirs) and "Keep mine", which saves the form
 * again over their version. Either way nothing is lost: their text stays in the history,
 * and the form keeps yours. Mounted once, by the admin shell.
 */
export function ConflictDialog() {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [comparison, setComparison] = useState<RevisionComparison | null>(null);
  const settle = useRef<((choice: ConflictChoice) => void) | null>(null);

  useEffect(() => {
    setConflictPrompt(
      (next) =>
        new Promise<ConflictChoice>((resolve) => {
          settle.current?.('leave');
          settle.current = resolve;
          setComparison(null);
          setConflict(next);
        }),
    );
    return () => setConflictPrompt(null);
  }, []);

  const finish = (choice: ConflictChoice) => {
    settle.current?.(choice);
    settle.current = null;
    setConflict(null);
  };

  const review = async () => {
    if (!conflict) return;
    const from = Math.max(1, conflict.readRevision);
    setComparison(
      await api<RevisionComparison>(
        `${conflict.record}/revisions/compare?from=${from}&to=${conflict.changed.revision}`,
      ),
    );
  };

  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) finish('leave');
      }}
      className="sm:max-w-2xl"
      title={m.history_conflict_title({
        name: conflict?.changed.by ?? '',
        time: formatDateTime(conflict?.changed.at),
      })}
      description={m.history_conflict_description()}
    >
      <div className="grid gap-4">
        {comparison && (
          <div className="grid gap-2">
            <p className="text-sm text-muted">
              {m.history_conflict_their_version({
                from: comparison.from.number,
                to: comparison.to.number,
              })}
            </p>
            <RevisionComparisonView
              comparison={comparison}
              fieldLabel={fieldLabelOf(conflict?.record ?? '')}
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => finish('leave')}>
            {m.history_conflict_leave()}
          </Button>
          {!comparison && (
            <Button variant="secondary" onClick={() => void review()}>
              {m.history_conflict_review()}
            </Button>
          )}
          <Button onClick={() => finish('keep-mine')}>{m.history_conflict_keep_mine()}</Button>
        </div>
      </div>
    </Dialog>
  );
}
