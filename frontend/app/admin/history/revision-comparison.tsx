import type { RevisionComparison, TextPart } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** The staff member's words for a field as the server names it. */
export type FieldLabel = (field: string) => string;

/**
 * Two revisions field by field: each changed field as it was and as it became, side by side
 * (stacked on a phone), what went struck through in the first and what came underlined in
 * the second, then how many fields did not change.
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
  const { from, to } = comparison;
  return (
    <div className="grid gap-3" data-testid="revision-comparison">
      <p className="text-sm font-medium">
        {m.history_comparing({ from: from.number, to: to.number })}
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
              <dd className="mt-2 grid gap-3 sm:grid-cols-2">
                <Version
                  heading={m.history_before({ number: from.number })}
                  parts={field.parts.filter((part) => !part.added)}
                  side="before"
                />
                <Version
                  heading={m.history_after({ number: to.number })}
                  parts={field.parts.filter((part) => !part.removed)}
                  side="after"
                />
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

/** One side of a changed field: its text in that revision, what differs marked. */
function Version({
  heading,
  parts,
  side,
}: {
  heading: string;
  parts: TextPart[];
  side: 'before' | 'after';
}) {
  return (
    <section className="min-w-0 rounded-xl bg-paper p-3" data-testid={`revision-${side}`}>
      <h3 className="text-xs font-semibold text-muted">{heading}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap" data-testid="revision-text">
        {parts.length === 0 ? (
          <span className="text-muted">{m.history_conflict_empty()}</span>
        ) : (
          parts.map((part, i) =>
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
          )
        )}
      </p>
    </section>
  );
}
