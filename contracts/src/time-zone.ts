/**
 * Wall-clock times in a named time zone and the instants they stand for, with the
 * runtime's own zone data (Intl): scheduled publishing is entered and shown in the
 * agency's zone (ADR 045), whatever the zone of the browser or the server.
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
