import { instantOf, wallTimeIn } from '@prism/contracts';

describe('wall times in the agency time zone', () => {
  const zone = 'America/Toronto';

  it('reads a winter and a summer time with their offsets', () => {
    expect(instantOf('2026-12-01T09:00', zone).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOf('2026-07-01T09:00', zone).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(wallTimeIn(new Date('2026-12-01T14:00:00Z'), zone)).toBe('2026-12-01T09:00');
    expect(wallTimeIn(new Date('2026-07-01T13:00:00Z'), zone)).toBe('2026-07-01T09:00');
  });

  it('round-trips every quarter hour across both clock changes', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const wall = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const back = wallTimeIn(instantOf(wall, zone), zone);
        // Only the skipped hour moves (to just after the gap).
        if (day === '2026-03-08' && wall.slice(11, 13) === '02') {
          expect(back).toBe(`${day}T03${wall.slice(13)}`);
        } else expect(back).toBe(wall);
      }
    }
  });

  it('keeps seconds when given', () => {
    expect(instantOf('2026-12-01T09:00:30', zone).toISOString()).toBe('2026-12-01T14:00:30.000Z');
    expect(wallTimeIn(new Date('2026-12-01T14:00:30Z'), zone, true)).toBe('2026-12-01T09:00:30');
  });

  it('takes the first of a repeated time', () => {
    expect(instantOf('2026-11-01T01:30', zone).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('works in a zone east of UTC', () => {
    expect(instantOf('2026-06-01T00:30', 'Europe/Paris').toISOString()).toBe(
      '2026-05-31T22:30:00.000Z',
    );
  });
});
