import type { FieldConflictAnswer, PortfolioItemAnswer } from '@prism/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { setConflictHandling, type ConflictChoices, type EditConflict } from '~/admin/shared/api';
import { resendWithChoices } from './conflict-resolution';
import { formatDateTime } from '~/admin/shared/format';
import { queryKeys } from '~/admin/shared/query-client';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { m } from '~/paraglide/messages';
import { conflictFieldLabelOf } from './record-field-label';

type Conflict = EditConflict & { record: string };

/** A field's value as the person reads it: a text, a list, yes or no, or "(empty)". */
export function conflictValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return m.history_conflict_empty();
  if (typeof value === 'boolean') return value ? m.history_conflict_yes() : m.history_conflict_no();
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0
      ? m.history_conflict_empty()
      : value.map(conflictValueText).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * A save answered 409: someone else changed some of the same fields since the
 * person opened the record. Per field, its label as the form shows it, their value and
 * the person's, and a choice between them (the person's by default); saving sends the save
 * again over their revision with those choices. Fields only one of them changed are never
 * asked about: both people's changes to them stay. Mounted once, by the admin shell.
 */
export function ConflictDialog() {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [choices, setChoices] = useState<ConflictChoices>({});
  const settle = useRef<((choices: ConflictChoices | null) => void) | null>(null);
  const client = useQueryClient();

  useEffect(() => {
    setConflictHandling({
      ask: (next) =>
        new Promise<ConflictChoices | null>((resolve) => {
          settle.current?.(null);
          settle.current = resolve;
          setChoices(Object.fromEntries(next.conflicts.map(({ field }) => [field, 'mine'])));
          setConflict(next);
        }),
      resend: resendWithChoices,
    });
    return () => setConflictHandling(null);
  }, []);

  const finish = (answer: ConflictChoices | null) => {
    settle.current?.(answer);
    settle.current = null;
    setConflict(null);
  };

  const itemId = /^\/api\/portfolio\/(\d+)$/.exec(conflict?.record ?? '')?.[1];
  const item = itemId
    ? client.getQueryData<PortfolioItemAnswer>(queryKeys.portfolioItem(Number(itemId)))
    : undefined;
  const labelOf = conflictFieldLabelOf(conflict?.record ?? '', item);
  const name = conflict?.changed.by ?? '';

  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) finish(null);
      }}
      className="sm:max-w-2xl"
      title={m.history_conflict_title({ name, time: formatDateTime(conflict?.changed.at) })}
      description={m.history_conflict_description()}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          finish(choices);
        }}
      >
        {conflict?.conflicts.map((field) => (
          <FieldChoice
            key={field.field}
            conflict={field}
            label={labelOf(field.field)}
            name={name}
            choice={choices[field.field] ?? 'mine'}
            onChoose={(choice) => setChoices((current) => ({ ...current, [field.field]: choice }))}
          />
        ))}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => finish(null)}>
            {m.history_conflict_leave()}
          </Button>
          <Button type="submit">{m.history_conflict_save()}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One field both changed: their value and the person's, one of them chosen. */
function FieldChoice({
  conflict,
  label,
  name,
  choice,
  onChoose,
}: {
  conflict: FieldConflictAnswer;
  label: string;
  name: string;
  choice: 'theirs' | 'mine';
  onChoose: (choice: 'theirs' | 'mine') => void;
}) {
  const options = [
    { value: 'theirs', title: m.history_conflict_theirs({ name }), text: conflict.theirs },
    { value: 'mine', title: m.history_conflict_mine(), text: conflict.mine },
  ] as const;
  return (
    <fieldset
      className="grid gap-2 rounded-2xl border border-line p-4"
      data-testid="conflict-field"
    >
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl px-2 py-1 hover:bg-paper"
        >
          <input
            type="radio"
            name={`conflict-${conflict.field}`}
            value={option.value}
            checked={choice === option.value}
            onChange={() => onChoose(option.value)}
            className="mt-1"
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-semibold">{option.title}</span>
            <span className="whitespace-pre-line text-sm text-ink-soft">
              {conflictValueText(option.text)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
