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
});
