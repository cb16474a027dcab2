import type { MetricAnswer } from '@prism/contracts';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function withUnit(value: number, unit: string): string {
  const text = NUMBER.format(value);
  if (!unit) return text;
  return unit === '%' || unit === '×' || unit === 'x' ? `${text}${unit}` : `${text} ${unit}`;
}

/** "+57%" from before to after; nothing when the before value is zero. */
export function changeOf(metric: MetricAnswer): string | null {
  if (metric.before === 0) return null;
  const change = ((metric.after - metric.before) / Math.abs(metric.before)) * 100;
  return `${change >= 0 ? '+' : '−'}${NUMBER.format(Math.abs(Math.round(change)))}%`;
}

/** The results band: each metric's value after the work, from what it was before. */
export function ResultsBand({ metrics }: { metrics: MetricAnswer[] }) {
  if (metrics.length === 0) return null;
  return (
    <section
      aria-labelledby="results-title"
      className="mt-24 rounded-3xl bg-ink px-6 py-12 text-paper md:px-12 md:py-16"
    >
      <h2 id="results-title" className="eyebrow text-paper/70">
        Results
      </h2>
      <dl
        className="mt-8 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="results-band"
      >
        {metrics.map((metric) => {
          const change = changeOf(metric);
          return (
            <div key={metric.label} className="border-t border-paper/20 pt-5">
              <dt className="text-sm font-semibold tracking-wide text-paper/70 uppercase">
                {metric.label}
              </dt>
              <dd className="mt-3">
                <span className="font-display text-5xl font-medium tracking-tight tabular-nums">
                  {withUnit(metric.after, metric.unit)}
                </span>
                <span className="mt-2 block text-sm text-paper/70">
                  from {withUnit(metric.before, metric.unit)}
                  {change ? (
                    <strong className="ml-2 font-semibold text-paper">{change}</strong>
                  ) : null}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
