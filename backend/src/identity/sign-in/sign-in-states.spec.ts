import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  limitsOf,
  pendingStateFor,
  SIGN_IN_STATES,
  SIGN_IN_TRANSITIONS,
  transition,
  type SignInTransition,
} from './sign-in-states';

const ROWS = Object.entries(SIGN_IN_TRANSITIONS) as [string, SignInTransition][];

describe('the sign-in table', () => {
  it('charges alike every row of one input in one state (limits are taken before the outcome)', () => {
    for (const [name, row] of ROWS) {
      for (const from of row.from) {
        for (const on of row.on) {
          expect({ name, from, on, limits: [...limitsOf(from, on)] }).toEqual({
            name,
            from,
            on,
            limits: [...row.limits],
          });
        }
      }
    }
  });

  it('reaches every state, and leaves every state but signed-out only through it', () => {
    expect(new Set(ROWS.map(([, row]) => row.to))).toEqual(new Set(SIGN_IN_STATES));
    expect(new Set(ROWS.flatMap(([, row]) => row.from))).toEqual(new Set(SIGN_IN_STATES));
  });

  it('sets a session exactly where a row ends signed in from elsewhere, or renews one', () => {
    for (const [name, row] of ROWS) {
      const entersSession = row.to === 'signed-in' && !row.from.includes('signed-in');
      const renews = name === 'password-changed';
      expect({ name, session: row.cookies.includes('set-session') }).toEqual({
        name,
        session: entersSession || renews,
      });
    }
  });

  it('gives each second-step input one pending state', () => {
    expect(pendingStateFor('second-factor')).toBe('pending-second-step');
    expect(pendingStateFor('passkey-options')).toBe('pending-second-step');
    expect(pendingStateFor('enrolment-setup')).toBe('pending-enrolment');
    expect(pendingStateFor('enrolment')).toBe('pending-enrolment');
  });

  it('refuses a transition the table does not allow', () => {
    expect(() => transition('second-step', 'pending-enrolment', 'second-factor')).toThrow(
      /not a transition/,
    );
    expect(() => limitsOf('signed-in', 'second-factor')).toThrow(/no transition/);
  });

  it('documents the same table in docs/security.md, row by row', () => {
    const docs = readFileSync(join(__dirname, '../../../../docs/security.md'), 'utf8');
    const section = docs.split('### Sign-in states')[1]!.split('\n### ')[0]!;
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').slice(1, -1));
    /** The identifiers of a cell: its backticked words (routes, with spaces or slashes, are prose). */
    const ids = (cell: string) => [...cell.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!).sort();
    const documented = rows.map(([name, from, on, to, status, limits, cookies]) => ({
      name: ids(name!)[0],
      from: ids(from!),
      on: ids(on!),
      to: ids(to!)[0],
      status: Number(status!.trim()),
      limits: ids(limits!),
      cookies: ids(cookies!),
    }));
    expect(documented).toEqual(
      ROWS.map(([name, row]) => ({
        name,
        from: [...row.from].sort(),
        on: [...row.on].sort(),
        to: row.to,
        status: row.status,
        limits: [...row.limits].sort(),
        cookies: [...row.cookies].sort(),
      })),
    );
  });
});
