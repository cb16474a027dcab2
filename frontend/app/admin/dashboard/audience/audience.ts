import type {
  AUDIENCE_PRESETS,
  AudienceReport,
  AudienceRow,
  AudienceSettings,
} from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

/** The range the panel shows: a preset number of days ending today, or custom days. */
export type AudienceRange =
  { days: (typeof AUDIENCE_PRESETS)[number] } | { from: string; to: string };

const queryString = (range: AudienceRange, today: string): string => {
  if ('from' in range) return `?from=${range.from}&to=${range.to}`;
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (range.days - 1));
  return `?from=${from.toISOString().slice(0, 10)}&to=${today}`;
};

/** Today in the agency's time zone (the API's days), from the browser's clock. */
export const agencyToday = (timeZone = 'America/Toronto'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

export const audienceQuery = (range: AudienceRange) =>
  queryOptions({
    queryKey: ['audience', range] as const,
    queryFn: () => api<AudienceReport>(`/api/admin/audience${queryString(range, agencyToday())}`),
  });

export const audienceSettingsQuery = queryOptions({
  queryKey: ['audience', 'settings'] as const,
  queryFn: () => api<AudienceSettings>('/api/admin/audience/settings'),
});

export function useSaveAudienceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AudienceSettings) =>
      api<AudienceSettings>('/api/admin/audience/settings', { method: 'PUT', body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['audience'] }),
  });
}

const numberFormat = () => new Intl.NumberFormat(getLocale() === 'fr' ? 'fr-CA' : 'en-CA');
const percentFormat = () =>
  new Intl.NumberFormat(getLocale() === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
export const formatCount = (n: number): string => numberFormat().format(n);
export const formatPercent = (n: number): string => percentFormat().format(n);

/** What the panel shows for a row's key: channels, devices and languages in words. */
export function labelOf(kind: string, row: AudienceRow): string {
  const words: Record<string, Record<string, () => string>> = {
    channels: {
      direct: m.audience_channel_direct,
      organic: m.audience_channel_organic,
      social: m.audience_channel_social,
      referral: m.audience_channel_referral,
      email: m.audience_channel_email,
      paid: m.audience_channel_paid,
    },
    devices: {
      desktop: m.audience_device_desktop,
      mobile: m.audience_device_mobile,
      tablet: m.audience_device_tablet,
    },
    locales: { fr: m.audience_locale_fr, en: m.audience_locale_en },
    sources: { '(direct)': m.audience_channel_direct },
  };
  return words[kind]?.[row.key]?.() ?? row.label;
}

/** A CSV cell: quoted when needed, and a leading = + - @ made harmless for spreadsheets. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (UTF-8 with BOM, CRLF rows, as the inbox export), plain numbers. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file, from the browser. */
export function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
