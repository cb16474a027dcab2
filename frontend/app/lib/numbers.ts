import type { Locale } from '@prism/contracts/locale';

/**
 * Numbers as each language writes them, from one place (../shared/FRENCH.md): French
 * `4 700`, `13,8 %`, `25 / mois` with no-break spaces so a number never wraps apart from
 * its unit; English `4,700`, `13.8%`. Intl does the digits; nothing here builds them by hand.
 */
const TAGS: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };
const NBSP = '\u00a0';

const formats = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.NumberFormat(TAGS[locale], options)));
  return found;
}

/** `4 700` / `4,700`, at most two decimals. */
export const formatNumber = (value: number, locale: Locale): string =>
  format(locale, { maximumFractionDigits: 2 }).format(value);

/** A fraction as a percentage: `9,4 %` / `9.4%`. */
export const formatPercent = (fraction: number, locale: Locale): string =>
  format(locale, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/**
 * A number and its unit, kept on one line: English sets % and × against the number and
 * other units after a space, French puts a space before every unit; the spaces are
 * no-break ones, inside the unit too (`25 / mois`).
 */
export function withUnit(value: number, unit: string, locale: Locale): string {
  const text = formatNumber(value, locale);
  const trimmed = unit.trim().replace(/\s+/g, NBSP);
  if (!trimmed) return text;
  if (locale === 'en' && ['%', '×', 'x'].includes(trimmed)) return `${text}${trimmed}`;
  return `${text}${NBSP}${trimmed}`;
}

/**
 * A figure an owner typed once for both languages (the about section's stats: `35%`,
 * `70+`, `5000`), written the way the page's language writes it. Anything else (`24/7`,
 * `#1`) is shown as typed.
 */
export function formatFigure(typed: string, locale: Locale): string {
  const match = /^([0-9][0-9\s\u00a0\u202f,.]*?)\s*(%|\+|×|x)?$/.exec(typed.trim());
  if (!match?.[1]) return typed;
  const digits = match[1].replace(/[\s\u00a0\u202f]/g, '');
  // `4,700` and `4.700` group thousands; `13,8` and `13.8` are decimals.
  const grouped = /^\d{1,3}([,.])\d{3}(\1\d{3})*$/.test(digits);
  const value = Number(grouped ? digits.replace(/[,.]/g, '') : digits.replace(',', '.'));
  if (!Number.isFinite(value)) return typed;
  const suffix = match[2];
  if (suffix === '+') return `${formatNumber(value, locale)}+`;
  return suffix ? withUnit(value, suffix, locale) : formatNumber(value, locale);
}

const days: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * A calendar day (`2026-11-29`) in words: `29 novembre 2026` / `November 29, 2026`, read at
 * noon UTC so no time zone moves it to another day.
 */
export function formatCalendarDay(day: string, locale: Locale): string {
  const format = (days[locale] ??= new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }));
  return format.format(new Date(`${day}T12:00:00Z`));
}
