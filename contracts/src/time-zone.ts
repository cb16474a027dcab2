/**
 * Wall-clock times in a named time zone and the instants they stand for, with the
 * runtime's own zone data (Intl): scheduled publishing is entered and shown in the
 * agency's zone, whatever the zone of the browser or the server.
 */

/** The wall-clock time of an instant in a zone, as `YYYY-MM-DDTHH:mm` (`:ss` on request). */
export function wallTimeIn(instant: Date, timeZone: string, seconds = false): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  const minutes = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  return seconds ? `${minutes}:${part('second')}` : minutes;
}

/** The fields of `YYYY-MM-DDTHH:mm[:ss]` as the UTC milliseconds of that same wall time. */
function asUtc(wallTime: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallTime.split(/[-T:]/).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/**
 * The instant a wall-clock time `YYYY-MM-DDTHH:mm[:ss]` stands for in a zone. A time the
 * clocks skip (spring forward) is read with the offset before the change, so it lands just
 * after the gap; a time they repeat (fall back) is its first occurrence.
 */
export function instantOf(wallTime: string, timeZone: string): Date {
  const wall = asUtc(wallTime);
  const offsetAt = (instant: number) =>
    asUtc(wallTimeIn(new Date(instant), timeZone, true)) - Math.floor(instant / 1000) * 1000;
  const matches = (instant: number) =>
    asUtc(wallTimeIn(new Date(instant), timeZone, true)) === wall;
  // The offset a few hours earlier is the one in force before any change near this time.
  const first = wall - offsetAt(wall - offsetAt(wall) - 6 * 3600_000);
  if (matches(first)) return new Date(first);
  const after = wall - offsetAt(first);
  return new Date(matches(after) ? after : first);
}

/**
 * How far ahead a client may name a time: scheduled publishing and date filters stay
 * within it, far from the year 10000 no read can show (issue 44).
 */
export const MAX_YEARS_AHEAD = 10;

/** The latest instant a client may name from `now`: MAX_YEARS_AHEAD years later. */
export function latestAhead(now: Date = new Date()): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  return latest;
}

/**
 * Whether `YYYY-MM-DD…` names a day the calendar has: Feb 31 is refused, not read as
 * Mar 3 as Date does.
 */
export function isCalendarDate(text: string): boolean {
  const [year = NaN, month = NaN, day = NaN] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A `YYYY-MM-DD` day no later than MAX_YEARS_AHEAD years from now (UTC). */
export function isDayWithinReach(day: string): boolean {
  return day <= latestAhead().toISOString().slice(0, 10);
}
