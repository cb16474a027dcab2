import type { RevisionComparison } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** The staff member's words for a field as the server names it. */
export type FieldLabel = (field: string) => string;

/**
 * Two revisions field by field: each changed field with its text differences marked
 * (removed struck through, added underlined), then how many fields did not change.
 */
export function RevisionComparisonView({
  comparison,
  fieldLabel = (field) => field,
}: {
  comparison: RevisionComparison;
  fieldLabel?: FieldLabel;
}) {
  const changed = comparison.fields.filter((field) => field.changed);
  const unchanged = comparison.fields.length - changed.length;
  return (
    <div className="grid gap-3" data-testid="revision-comparison">
      <p className="text-sm font-medium">
        {m.history_comparing({ from: comparison.from.number, to: comparison.to.number })}
      </p>
      {changed.length === 0 ? (
        <p className="text-sm text-muted">{m.history_no_differences()}</p>
      ) : (
        <dl className="grid gap-3">
          {changed.map((field) => (
            <div key={field.field} className="rounded-2xl border border-line p-3">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                {fieldLabel(field.field)}
              </dt>
              <dd className="mt-1 text-sm break-words whitespace-pre-wrap">
                {field.parts.map((part, i) =>
                  part.removed ? (
                    <del
                      key={i}
                      title={m.history_removed()}
                      className="bg-red-100 text-red-900 line-through"
                    >
                      {part.value}
                    </del>
                  ) : part.added ? (
                    <ins key={i} title={m.history_added()} className="bg-green-100 text-green-900">
                      {part.value}
                    </ins>
                  ) : (
                    <span key={i}>{part.value}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {unchanged > 0 && (
        <p className="text-xs text-muted">{m.history_unchanged_fields({ count: unchanged })}</p>
      )}
    </div>
  );
}
