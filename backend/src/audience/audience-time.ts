/**
 * The agency's time zone: days of the salt, of the roll-up and of the panel begin at its
 * midnight. Written in this one place (no time-zone setting exists yet; ADR 053).
 */
export const AGENCY_TIME_ZONE = 'America/Toronto';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The agency's calendar day of an instant, YYYY-MM-DD. */
export function agencyDay(at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return dayFormat.format(at);
}

/** The day `n` days after `day` (negative: before), calendar arithmetic in UTC. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (to - from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `months` calendar months before `day`. */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}
