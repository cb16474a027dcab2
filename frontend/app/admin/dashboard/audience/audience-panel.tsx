import { AUDIENCE_PRESETS, type AudienceReport, type AudienceRow } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { formatDay } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { can, useSession } from '~/admin/shared/session';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import {
  agencyToday,
  audienceQuery,
  audienceSettingsQuery,
  formatCount,
  formatPercent,
  labelOf,
  useSaveAudienceSettings,
  type AudienceRange,
} from './audience';
import { AudienceChart } from './audience-chart';
import { DataTable, type Column } from './data-table';

const TOPS = [
  ['pages', m.audience_top_pages],
  ['landings', m.audience_top_landings],
  ['projects', m.audience_top_projects],
  ['sources', m.audience_top_sources],
  ['channels', m.audience_top_channels],
  ['campaigns', m.audience_top_campaigns],
  ['locales', m.audience_top_locales],
  ['devices', m.audience_top_devices],
] as const;

/**
 * The dashboard's Audience panel (owners and admins; docs/product.md#audience):
 * visitors and page views per day beside the period before, then the top pages, projects,
 * sources and campaigns with their leads and conversion, languages and devices. Each
 * chart and list has its table and a CSV of the same numbers.
 */
export function AudiencePanel() {
  const { session } = useSession();
  const [range, setRange] = useState<AudienceRange>({ days: 30 });
  const report = useQuery({ ...audienceQuery(range), enabled: can(session, 'view_audience') });
  if (!can(session, 'view_audience')) return null;
  return (
    <section
      aria-labelledby="audience-heading"
      className="grid min-w-0 gap-6 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6"
      data-testid="audience-panel"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="audience-heading" className="font-display text-xl">
            {m.audience_title()}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{m.audience_description()}</p>
        </div>
        <RangePicker range={range} onChange={setRange} />
      </div>
      {report.isError ? (
        <LoadError
          what={m.audience_title()}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : !report.data ? (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-paper-deep" />
      ) : (
        <Report report={report.data} />
      )}
      {can(session, 'manage_settings') && <CountingSwitch />}
    </section>
  );
}

function RangePicker({
  range,
  onChange,
}: {
  range: AudienceRange;
  onChange: (range: AudienceRange) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState('from' in range);
  const today = agencyToday();
  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const [from, to] = [text('from'), text('to')];
    if (from && to && from <= to) onChange({ from, to });
  };
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={m.audience_range()} className="flex flex-wrap gap-2">
        {AUDIENCE_PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={!custom && 'days' in range && range.days === days ? 'primary' : 'secondary'}
            aria-pressed={!custom && 'days' in range && range.days === days}
            onClick={() => {
              setCustom(false);
              onChange({ days });
            }}
          >
            {m.audience_last_days({ days: String(days) })}
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? 'primary' : 'secondary'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          {m.audience_custom()}
        </Button>
      </div>
      {custom && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(event.currentTarget);
          }}
          className="flex flex-wrap items-end gap-2 text-sm"
        >
          <label htmlFor={`${id}-from`} className="grid gap-1">
            {m.audience_from()}
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              required
              max={today}
              className="rounded-lg border border-line px-2 py-1"
            />
          </label>
          <label htmlFor={`${id}-to`} className="grid gap-1">
            {m.audience_to()}
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              required
              max={today}
              defaultValue={today}
              className="rounded-lg border border-line px-2 py-1"
            />
          </label>
          <Button type="submit" size="sm">
            {m.audience_apply()}
          </Button>
        </form>
      )}
    </div>
  );
}

function Report({ report }: { report: AudienceReport }) {
  const days = useMemo(() => report.days.map((d) => d.day), [report]);
  const series = useMemo(
    () => [
      {
        label: m.audience_visitors(),
        values: report.days.map((d) => d.visitors),
        color: '#b4532a',
      },
      { label: m.audience_views(), values: report.days.map((d) => d.views), color: '#2f5d62' },
      {
        label: m.audience_previous_visitors(),
        values: report.previousDays.map((d) => d.visitors),
        color: '#b4532a',
        dashed: true,
      },
    ],
    [report],
  );
  const chartColumns: Column[] = [
    { header: m.audience_day() },
    { header: m.audience_visitors(), numeric: true },
    { header: m.audience_views(), numeric: true },
    { header: m.audience_previous_day() },
    { header: m.audience_previous_visitors(), numeric: true },
    { header: m.audience_previous_views(), numeric: true },
  ];
  const chartRows = report.days.map((d, i) => {
    const before = report.previousDays[i];
    return [
      d.day,
      d.visitors,
      d.views,
      before?.day ?? '',
      before?.visitors ?? 0,
      before?.views ?? 0,
    ];
  });
  const count = (value: string | number, column: number) =>
    typeof value === 'number' && column > 0 ? formatCount(value) : String(value);

  return (
    <div className="grid min-w-0 gap-8">
      {!report.counting && (
        <p role="status" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {m.audience_counting_off_note()}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Total
          label={m.audience_visitors_sum()}
          value={report.totals.visitors}
          before={report.previousTotals.visitors}
        />
        <Total
          label={m.audience_views()}
          value={report.totals.views}
          before={report.previousTotals.views}
        />
        <Total
          label={m.audience_leads()}
          value={report.totals.leads}
          before={report.previousTotals.leads}
        />
        <div className="rounded-2xl bg-paper px-4 py-3">
          <dt className="text-xs text-ink-soft">{m.audience_conversion()}</dt>
          <dd className="mt-1 font-display text-2xl">{formatPercent(report.totals.conversion)}</dd>
          <dd className="text-xs text-ink-soft">
            {m.audience_before({ value: formatPercent(report.previousTotals.conversion) })}
          </dd>
        </div>
      </dl>
      <figure className="grid min-w-0 gap-3" data-testid="audience-chart">
        <figcaption className="text-sm font-semibold">
          {m.audience_chart_caption({ from: formatDay(report.from), to: formatDay(report.to) })}
        </figcaption>
        <ul className="flex flex-wrap gap-4 text-xs text-ink-soft" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span
                className="inline-block h-0.5 w-5"
                style={{ borderTop: `2px ${s.dashed ? 'dashed' : 'solid'} ${s.color}` }}
              />
              {s.label}
            </li>
          ))}
        </ul>
        <AudienceChart days={days} series={series} />
        <DataTable
          caption={m.audience_chart_table()}
          columns={chartColumns}
          rows={chartRows}
          format={count}
          filename={`audience-days-${report.from}-${report.to}.csv`}
          visuallyHidden
        />
      </figure>
      <div className="grid min-w-0 gap-8 lg:grid-cols-2">
        {TOPS.map(([kind, title]) => (
          <div
            key={kind}
            className="grid min-w-0 content-start gap-2"
            data-testid={`audience-${kind}`}
          >
            <h3 className="text-sm font-semibold">{title()}</h3>
            <DataTable
              caption={title()}
              columns={topColumns(kind)}
              rows={report[kind].map((row) => topRow(kind, row))}
              format={(value, column) =>
                column === 4 && typeof value === 'number'
                  ? formatPercent(value)
                  : count(value, column)
              }
              filename={`audience-${kind}-${report.from}-${report.to}.csv`}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

const topColumns = (kind: string): Column[] => [
  { header: kind === 'projects' ? m.audience_project() : m.audience_name() },
  { header: m.audience_visitors_sum(), numeric: true },
  { header: m.audience_views(), numeric: true },
  { header: m.audience_leads(), numeric: true },
  { header: m.audience_conversion(), numeric: true },
];

const topRow = (kind: string, row: AudienceRow) =>
  [labelOf(kind, row), row.visitors, row.views, row.leads, row.conversion] as const;

function Total({ label, value, before }: { label: string; value: number; before: number }) {
  return (
    <div className="rounded-2xl bg-paper px-4 py-3">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl">{formatCount(value)}</dd>
      <dd className="text-xs text-ink-soft">{m.audience_before({ value: formatCount(before) })}</dd>
    </div>
  );
}

/** The owner's switch: counting off stops counting on the site within seconds. */
function CountingSwitch() {
  const settings = useQuery(audienceSettingsQuery);
  const save = useSaveAudienceSettings();
  const id = useId();
  if (!settings.data) return null;
  return (
    <div className="flex items-start gap-3 border-t border-line pt-4 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-6 shrink-0 accent-[#121115]"
        checked={settings.data.counting}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { counting: event.currentTarget.checked },
            { onSuccess: () => void settings.refetch() },
          )
        }
      />
      <label htmlFor={id}>
        <span className="font-semibold">{m.audience_counting_label()}</span>
        <span className="block text-ink-soft">{m.audience_counting_help()}</span>
      </label>
    </div>
  );
}
