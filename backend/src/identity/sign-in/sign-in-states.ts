/**
 * The sign-in state machine (docs/security.md#sign-in-states): every state a
 * client can be in, every transition `SignInService` may take, the counters each one
 * charges and the cookies it leaves. The service reads its limits and the pending state a
 * step needs from this table and names its outcome by a row of it; `SignInCookies` writes
 * the row's cookies. `test/api/sign-in-states.e2e.ts` walks every row; `sign-in-states.spec.ts`
 * checks the docs' table against this one.
 */

export const SIGN_IN_STATES = [
  'signed-out',
  /** Signed out, and the account's counter is full for clients without its device cookie. */
  'locked',
  /** The password was right; the second factor follows within five minutes. */
  'pending-second-step',
  /** The password was right; the role requires a factor the account must set up first. */
  'pending-enrolment',
  'signed-in',
] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

/** What the client sends (each is one or more routes, listed in the docs' table). */
export type SignInInput =
  | 'password'
  | 'password-and-code'
  | 'passkey-options'
  | 'second-factor'
  | 'enrolment-setup'
  | 'enrolment'
  | 'reauthenticate'
  | 'change-password'
  | 'sign-out';

/**
 * The counters a transition charges. `address` and `account` are charged
 * to a client without the account's device cookie, `device` (that cookie's own counter)
 * instead of both to one with it; `code` is the account's code counter, charged for every
 * second-factor code or passkey judged against a factor the account has (not the one it is
 * setting up), given back when it signs in, except to a client with the device cookie.
 */
export type SignInLimit = 'address' | 'account' | 'device' | 'code';

export type CookieEffect =
  'set-session' | 'set-device' | 'set-pending' | 'clear-pending' | 'clear-session';

export interface SignInTransition {
  from: readonly SignInState[];
  on: readonly SignInInput[];
  to: SignInState;
  /** The HTTP status the transition answers. */
  status: 200 | 401 | 403 | 429;
  limits: readonly SignInLimit[];
  cookies: readonly CookieEffect[];
}

const LOGIN: readonly SignInLimit[] = ['address', 'account', 'device'];
const LOGIN_AND_CODE: readonly SignInLimit[] = ['address', 'account', 'device', 'code'];
/** A complete sign-in: the session, a renewed device cookie, and no pending step left over. */
const SIGNED_IN: readonly CookieEffect[] = ['set-session', 'set-device', 'clear-pending'];

export const SIGN_IN_TRANSITIONS = {
  'password-refused': {
    from: ['signed-out'],
    on: ['password', 'password-and-code'],
    to: 'signed-out',
    status: 401,
    limits: LOGIN,
    cookies: [],
  },
  'password-signed-in': {
    from: ['signed-out'],
    on: ['password', 'password-and-code'],
    to: 'signed-in',
    status: 200,
    limits: LOGIN,
    cookies: SIGNED_IN,
  },
  'password-second-step': {
    from: ['signed-out'],
    on: ['password', 'password-and-code'],
    to: 'pending-second-step',
    status: 200,
    limits: LOGIN,
    cookies: ['set-pending'],
  },
  'password-enrolment': {
    from: ['signed-out'],
    on: ['password', 'password-and-code'],
    to: 'pending-enrolment',
    status: 200,
    limits: LOGIN,
    cookies: ['set-pending'],
  },
  'lock-refused': {
    from: ['locked'],
    on: ['password'],
    to: 'locked',
    status: 429,
    limits: ['address', 'account'],
    cookies: [],
  },
  'past-the-lock': {
    from: ['locked'],
    on: ['password-and-code'],
    to: 'signed-in',
    status: 200,
    limits: ['address', 'account', 'code'],
    cookies: SIGNED_IN,
  },
  'past-the-lock-refused': {
    from: ['locked'],
    on: ['password-and-code'],
    to: 'locked',
    status: 429,
    limits: ['address', 'account', 'code'],
    cookies: [],
  },
  'passkey-challenge': {
    from: ['pending-second-step'],
    on: ['passkey-options'],
    to: 'pending-second-step',
    status: 200,
    limits: [],
    cookies: [],
  },
  'second-step-refused': {
    from: ['pending-second-step'],
    on: ['second-factor'],
    to: 'pending-second-step',
    status: 401,
    limits: LOGIN_AND_CODE,
    cookies: [],
  },
  'second-step': {
    from: ['pending-second-step'],
    on: ['second-factor'],
    to: 'signed-in',
    status: 200,
    limits: LOGIN_AND_CODE,
    cookies: SIGNED_IN,
  },
  'enrolment-setup': {
    from: ['pending-enrolment'],
    on: ['enrolment-setup'],
    to: 'pending-enrolment',
    status: 200,
    limits: [],
    cookies: [],
  },
  // The enrolment's code is of the secret this very client was just given: nothing there
  // to guess, so it is not charged to the account's code counter (issue 49).
  'enrolment-refused': {
    from: ['pending-enrolment'],
    on: ['enrolment'],
    to: 'pending-enrolment',
    status: 401,
    limits: LOGIN,
    cookies: [],
  },
  enrolled: {
    from: ['pending-enrolment'],
    on: ['enrolment'],
    to: 'signed-in',
    status: 200,
    limits: LOGIN,
    cookies: SIGNED_IN,
  },
  'no-pending-sign-in': {
    from: ['signed-out'],
    on: ['passkey-options', 'second-factor', 'enrolment-setup', 'enrolment'],
    to: 'signed-out',
    status: 401,
    limits: ['address'],
    cookies: [],
  },
  reauthenticated: {
    from: ['signed-in'],
    on: ['reauthenticate'],
    to: 'signed-in',
    status: 200,
    limits: LOGIN_AND_CODE,
    cookies: [],
  },
  'reauthentication-refused': {
    from: ['signed-in'],
    on: ['reauthenticate'],
    to: 'signed-in',
    status: 403,
    limits: LOGIN_AND_CODE,
    cookies: [],
  },
  'password-changed': {
    from: ['signed-in'],
    on: ['change-password'],
    to: 'signed-in',
    status: 200,
    limits: ['address', 'account'],
    cookies: ['set-session'],
  },
  'signed-out': {
    from: ['signed-in', 'signed-out'],
    on: ['sign-out'],
    to: 'signed-out',
    status: 200,
    limits: [],
    cookies: ['clear-session'],
  },
} as const satisfies Record<string, SignInTransition>;

export type TransitionName = keyof typeof SIGN_IN_TRANSITIONS;

const ROWS = Object.entries(SIGN_IN_TRANSITIONS) as [TransitionName, SignInTransition][];

/** The rows the table allows for `on` in `from`. */
function rowsOf(from: SignInState, on: SignInInput): [TransitionName, SignInTransition][] {
  return ROWS.filter(([, row]) => row.from.includes(from) && row.on.includes(on));
}

/**
 * The transition `name`, checked against the table: taking a row the table does not allow
 * from this state on this input is a defect of the service, never a client's doing.
 */
export function transition(
  name: TransitionName,
  from: SignInState,
  on: SignInInput,
): SignInTransition {
  const row: SignInTransition = SIGN_IN_TRANSITIONS[name];
  if (!row.from.includes(from) || !row.on.includes(on)) {
    throw new Error(`Sign-in table: ${name} is not a transition from ${from} on ${on}`);
  }
  return row;
}

/**
 * The counters an input charges in a state: those of its rows, which charge alike
 * (sign-in-states.spec.ts), since they are charged before the outcome is known.
 */
export function limitsOf(from: SignInState, on: SignInInput): ReadonlySet<SignInLimit> {
  const [first] = rowsOf(from, on);
  if (!first) throw new Error(`Sign-in table: no transition from ${from} on ${on}`);
  return new Set(first[1].limits);
}

/** The pending state an input of the second step needs (the table has exactly one). */
export function pendingStateFor(on: SignInInput): 'pending-second-step' | 'pending-enrolment' {
  const states = (['pending-second-step', 'pending-enrolment'] as const).filter(
    (state) => rowsOf(state, on).length > 0,
  );
  const [state] = states;
  if (!state || states.length > 1) throw new Error(`Sign-in table: ${on} needs one pending state`);
  return state;
}
