import type { MetricAnswer } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { withUnit } from '~/lib/numbers';

/** "+57%" from before to after ("+57 %" in French); nothing when the before value is zero. */
export function changeOf(metric: MetricAnswer, locale: Locale): string | null {
  if (metric.before === 0) return null;
  const change = ((metric.after - metric.before) / Math.abs(metric.before)) * 100;
  const sign = change >= 0 ? '+' : '−';
  return `${sign}${withUnit(Math.abs(Math.round(change)), '%', locale)}`;
}

/** The results band: each metric's value after the work, from what it was before. */
export function ResultsBand({ metrics }: { metrics: MetricAnswer[] }) {
  if (metrics.length === 0) return null;
  const locale = getLocale();
  return (
    <section
      aria-labelledby="results-title"
      className="mt-24 rounded-3xl bg-ink px-6 py-12 text-paper md:px-12 md:py-16"
    >
      <h2 id="results-title" className="eyebrow text-paper/70">
        {m.site_case_results()}
      </h2>
      <dl
        className="mt-8 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="results-band"
      >
        {metrics.map((metric) => {
          const change = changeOf(metric, locale);
          return (
            <div key={metric.label} className="border-t border-paper/20 pt-5">
              <dt className="text-sm font-semibold tracking-wide text-paper/70 uppercase">
                {metric.label}
              </dt>
              <dd className="mt-3">
                <span className="font-display text-5xl font-medium tracking-tight tabular-nums">
                  {withUnit(metric.after, metric.unit, locale)}
                </span>
                <span className="mt-2 block text-sm text-paper/70">
                  {m.site_case_results_from({
                    value: withUnit(metric.before, metric.unit, locale),
                  })}
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
