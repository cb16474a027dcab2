import type { Locale } from '@prism/contracts/locale';
import { getLocale } from '~/paraglide/runtime';
import { m } from '~/paraglide/messages';

/**
 * Dates and numbers in the admin's language (docs/product.md#dates): English as before
 * ('November 22, 2026'), French as Québec writes them ('22 novembre 2026').
 */
const INTL_TAG: Record<Locale, string> = { en: 'en-US', fr: 'fr-CA' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use. */
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = INTL_TAG[getLocale()];
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

function formatIso(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(options).format(date);
}

/** A day: 'November 22, 2026' / '22 novembre 2026'. */
export function formatDate(iso: string | null | undefined): string {
  return formatIso(iso, { dateStyle: 'long' });
}

/**
 * A calendar day the server names as `YYYY-MM-DD` (the audience's period): 'November 22,
 * 2026' / '22 novembre 2026', read at noon UTC so no time zone moves it to the day before.
 */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? formatIso(`${day}T12:00:00.000Z`, { dateStyle: 'long', timeZone: 'UTC' })
    : '';
}

/**
 * A moment, for logs: 'November 22, 2026 at 3:04 PM' / '22 novembre 2026 à 15 h 04' (the
 * viewer's time zone). Fields rather than styles, as below.
 */
export function formatDateTime(iso: string | null | undefined): string {
  return formatIso(iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A moment, shorter: 'Nov 22, 2026, 3:04 PM' / '22 nov. 2026, 15 h 04' (sessions, lists),
 * in the viewer's time zone or the one given (a schedule is shown in the agency's).
 */
export function formatShortDateTime(iso: string | null | undefined, timeZone?: string): string {
  // Fields rather than styles: French hours without a leading zero ('9 h 00', as Québec
  // writes them; the 'short' time style says '09 h 00').
  return formatIso(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** A count: '1,234' / '1 234'. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(INTL_TAG[getLocale()]).format(value);
}

/**
 * Whether a count takes the singular in the reader's language: French says « 0 message non
 * lu » and « 1,5 jour », English "0 unread messages".
 */
export function isSingular(count: number): boolean {
  return new Intl.PluralRules(INTL_TAG[getLocale()]).select(count) === 'one';
}

/** A size in megabytes, one decimal: '12.5' / '12,5'. */
export function formatMegabytes(bytes: number): string {
  return new Intl.NumberFormat(INTL_TAG[getLocale()], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);
}

/** Zones named by the city people say, in each language (the agency is in Montreal). */
const ZONE_CITIES: Record<string, () => string> = {
  'America/Toronto': m.admin_city_montreal,
  'America/Montreal': m.admin_city_montreal,
};

/**
 * A time zone as a city in running text ('heure de Montréal', 'Montreal time'), never its
 * IANA name: a known zone by the city staff say, another by its own city's name.
 */
export function timeZoneCity(timeZone: string): string {
  const known = ZONE_CITIES[timeZone];
  if (known) return known();
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
