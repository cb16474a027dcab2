import { Injectable } from '@nestjs/common';
import {
  permissionsOf,
  type AuthCheckAnswer,
  type ChangePasswordInput,
  type LoginInput,
  type PasskeyAssertionInput,
  type PasskeyRegistrationInput,
  type ReauthenticateInput,
  type SessionUser,
  type TotpSetup,
} from '@prism/contracts';
import { AuditLog } from '../../audit/audit-log';
import { AppConfig, DEMO_ADMIN } from '../../config/app-config';
import { DomainError } from '../../common/domain-error';
import type { User } from '../../users/user.entity';
import { toSessionUser } from '../../users/user.mapper';
import { UsersService } from '../../users/users.service';
import { DeviceCookieService } from './device-cookie.service';
import type { SignInTokens } from './sign-in-cookies';
import { AccountLocked, LoginThrottleService, type ThrottleCharge } from './login-throttle.service';
import { PasswordHasher } from '../password-hasher';
import { SessionTokenService } from './session-token.service';
import { StaffSessionsService, type SessionClient } from '../sessions/staff-sessions.service';
import { ChallengesService, type OpenChallenge } from '../second-factor/challenges.service';
import type { ChallengePurpose } from '../second-factor/second-factor.entities';
import { SecondFactorService, type SecondStep } from '../second-factor/second-factor.service';
import {
  limitsOf,
  pendingStateFor,
  transition,
  type SignInInput,
  type SignInLimit,
  type SignInState,
  type TransitionName,
} from './sign-in-states';

/** The same answer for an unknown user and a wrong password, so neither can be told apart. */

/** The pending sign-in row each pending state is kept in. */
const PENDING_PURPOSE = {
  'pending-second-step': 'verify',
  'pending-enrolment': 'enrol',
} as const satisfies Record<string, ChallengePurpose>;

/** Where a sign-in comes from: the client address, its user agent and device cookie. */
export interface SignInClient extends SessionClient {
  deviceCookie: string | null;
}

/** A second step's client: the same, with the pending sign-in token of its first step. */
export interface SecondStepClient extends SignInClient {
  pendingToken: string | null;
}

/**
 * Where a request left the client: the row of the sign-in table it took, and what that
 * row's cookies carry (`SignInCookies.apply` writes them). Refusals are thrown, not
 * answered: their rows set no cookie.
 */
export interface SignInOutcome {
  transition: TransitionName;
  user: SessionUser;
  tokens: SignInTokens;
  /** A pending state: the factors the second step may use, or the enrolment to make. */
  step?: SecondStep;
  /** Enrolled: the recovery codes of the new factor (empty when the account had some). */
  recoveryCodes?: string[];
}

/** Who a charge is for: the address, the account's name and its device cookie's id. */
interface Charged {
  ip: string;
  username: string;
  deviceId: string | null;
}

/** A code typed at a second step that is no app code: a recovery code (useCode's rule). */
const isRecoveryCode = (code: string | undefined): boolean =>
  code !== undefined && !/^\d{6}$/.test(code.trim());

/** Nothing was charged: nothing to give back or to start over. */
const NO_CHARGE: ThrottleCharge = { refund: async () => {}, succeeded: async () => {} };

/**
 * Runs the check an attempt was charged for. A judgement (a DomainError, such as a wrong
 * current password) keeps the charge; anything else (the database failed) gives it back.
 */
async function refundedOnFailure<T>(charge: ThrottleCharge, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof DomainError)) await charge.refund().catch(() => undefined);
    throw error;
  }
}

/** A refused password, recorded under the name given (the account's id when it exists). */
function signInFailure(username: string, id: number | null) {
  return {
    action: 'auth.sign_in_failed',
    actor: { id, username },
    target: { type: 'user', id, label: username },
  };
}

/**
 * Sign-in as one state machine (docs/security.md#sign-in-states, ADR 038): the password
 * step, the second step or the enrolment a role requires, the sign-in past a lock,
 * re-authentication, a password change and sign-out. Every request starts in a state of
 * `SIGN_IN_TRANSITIONS`, is charged the limits the table gives its input there, and ends
 * in one of the table's rows; the controllers only translate HTTP.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: DeviceCookieService,
    private readonly sessions: StaffSessionsService,
    private readonly config: AppConfig,
    private readonly secondFactors: SecondFactorService,
    private readonly challenges: ChallengesService,
    private readonly audit: AuditLog,
  ) {}

  // ---- signed out: the password step ----

  /**
   * The password under the sign-in throttle. An attempt the database could not judge (it
   * failed: the caller answers 503) costs nothing. An account with a second factor (or
   * whose role requires one) gets no session here, only a pending sign-in; its counter
   * starts over only once the sign-in is complete.
   */
  async password(input: LoginInput, client: SignInClient): Promise<SignInOutcome> {
    const on: SignInInput = input.code === undefined ? 'password' : 'password-and-code';
    const deviceId = this.devices.deviceFor(client.deviceCookie, input.username);
    let charge: ThrottleCharge;
    try {
      charge = await this.charge(limitsOf('signed-out', on), {
        ip: client.ip,
        username: input.username,
        deviceId,
      });
    } catch (error) {
      if (!(error instanceof AccountLocked)) throw error;
      if (input.code === undefined) {
        transition('lock-refused', 'locked', on);
        throw error;
      }
      return this.pastTheLock(input, input.code, { ...client, deviceId }, error);
    }
    const outcome = await refundedOnFailure(charge, async () => {
      const found = await this.passwordHolder(input);
      if (!found) return null;
      const step = await this.secondFactors.secondStepFor(found);
      if (!step) return { user: found, sid: await this.sessions.start(found, client) };
      const to = step.enrol ? 'pending-enrolment' : 'pending-second-step';
      return {
        user: found,
        step,
        to,
        pending: await this.challenges.open(found, PENDING_PURPOSE[to]),
      };
    });
    if (!outcome) {
      transition('password-refused', 'signed-out', on);
      throw new DomainError('bad_credentials');
    }
    // The password was right: the counter it was charged to starts over, a second step to
    // follow or not; the second step's codes have their own counter (issue 49: the password
    // step used one of the five, and a user met the lock after four codes).
    await charge.succeeded();
    if ('step' in outcome) {
      const name =
        outcome.to === 'pending-enrolment' ? 'password-enrolment' : 'password-second-step';
      transition(name, 'signed-out', on);
      return {
        transition: name,
        user: toSessionUser(outcome.user),
        tokens: { pending: outcome.pending },
        step: outcome.step,
      };
    }
    return this.signedIn('password-signed-in', 'signed-out', on, outcome.user, outcome.sid);
  }

  /**
   * An account locked by failures, from a client without its device cookie: the password
   * and a code of its second factor together sign in; any other combination (a wrong
   * password, a wrong or reused code, no second factor, the account's code limit reached)
   * is the very 429 of the lock, so the answer tells nothing about which part was wrong
   * (ADR 030). The attempt stays counted and the lock stays for other clients. A code is
   * judged only after the right password, so guesses never spend a user's codes.
   */
  private async pastTheLock(
    input: LoginInput,
    code: string,
    client: SignInClient & { deviceId: string | null },
    locked: AccountLocked,
  ): Promise<SignInOutcome> {
    const limits = limitsOf('locked', 'password-and-code');
    let signedIn: SignInOutcome | null;
    try {
      signedIn = await this.passwordAndCode(input, code, client, limits);
    } catch (error) {
      // A judgement (a reused code) is a refusal; an unjudged attempt (the database failed) costs nothing.
      if (!(error instanceof DomainError)) {
        await locked.refund().catch(() => undefined);
        throw error;
      }
      signedIn = null;
    }
    if (signedIn) return signedIn;
    transition('past-the-lock-refused', 'locked', 'password-and-code');
    throw locked;
  }

  private async passwordAndCode(
    input: LoginInput,
    code: string,
    client: SignInClient & { deviceId: string | null },
    limits: ReadonlySet<SignInLimit>,
  ): Promise<SignInOutcome | null> {
    const found = await this.passwordHolder(input);
    if (!found) return null;
    const step = await this.secondFactors.secondStepFor(found);
    if (step === null || step.enrol) return null;
    // Refused past the account's code limit: the same 429 as the lock, no code judged
    // (a recovery code excepted, see chargeCode).
    const giveBack = await this.chargeCode(limits, found, client.deviceId, code);
    let used = false;
    try {
      used = await this.secondFactors.useCode(found, code);
    } finally {
      if (!used) await this.secondStepFailed(found);
    }
    if (!used) return null;
    await giveBack();
    const sid = await this.sessions.start(found, client);
    return this.signedIn('past-the-lock', 'locked', 'password-and-code', found, sid);
  }

  /**
   * The account whose password this is; null (and a failure in the audit log) for an
   * unknown name or a wrong password, hashed either way so both take the same time.
   */
  private async passwordHolder(input: LoginInput): Promise<User | null> {
    const found = await this.users.findByUsername(input.username);
    const valid = await this.hasher.verify(found?.passwordHash ?? null, input.password);
    if (found && valid) return found;
    await this.audit.recordAlone(signInFailure(input.username, found?.id ?? null));
    return null;
  }

  // ---- pending: the second step, or the enrolment a role requires ----

  /** A code of the authenticator app, or a recovery code. */
  code(client: SecondStepClient, code: string): Promise<SignInOutcome> {
    return this.completePending(
      client,
      'second-factor',
      'wrong_code',
      // Of two requests on one pending sign-in, only the one that ends it spends its code.
      async ({ row, user }) =>
        (await this.challenges.consumeWith(row, (tx) => this.secondFactors.useCode(user, code, tx)))
          ? []
          : null,
      { judgeConsumes: true, code },
    );
  }

  /** A WebAuthn challenge for one of the account's passkeys, kept on the pending sign-in. */
  async passkeyOptions(client: SecondStepClient): Promise<Record<string, unknown>> {
    const pending = await this.pendingSignIn(client, 'passkey-options');
    const options = await this.secondFactors.authenticationOptions(pending.user.id);
    await this.challenges.setWebAuthnChallenge(pending.row, options.challenge);
    transition('passkey-challenge', 'pending-second-step', 'passkey-options');
    return { ...options };
  }

  /** The passkey's answer to that challenge (single-use). */
  passkey(client: SecondStepClient, body: PasskeyAssertionInput): Promise<SignInOutcome> {
    return this.completePending(
      client,
      'second-factor',
      'passkey_refused',
      async ({ row, user }) => {
        const challenge = await this.challenges.spendWebAuthnChallenge(row);
        if (!challenge) return null;
        return (await this.secondFactors.usePasskey(user.id, body, challenge)) ? [] : null;
      },
    );
  }

  /** Enrolment: a new authenticator app secret to scan. */
  async enrolmentTotp(client: SecondStepClient): Promise<TotpSetup> {
    const { user } = await this.pendingSignIn(client, 'enrolment-setup');
    const setup = await this.secondFactors.startTotp(user);
    transition('enrolment-setup', 'pending-enrolment', 'enrolment-setup');
    return setup;
  }

  /** Enrolment: the app's first code turns it on and signs in. */
  confirmEnrolmentTotp(client: SecondStepClient, code: string): Promise<SignInOutcome> {
    return this.completePending(client, 'enrolment', 'wrong_code', ({ user }) =>
      this.secondFactors.confirmTotp(user, code),
    );
  }

  /** Enrolment: WebAuthn options to register a passkey, kept on the pending sign-in. */
  async enrolmentPasskeyOptions(client: SecondStepClient): Promise<Record<string, unknown>> {
    const pending = await this.pendingSignIn(client, 'enrolment-setup');
    const { options, challenge } = await this.secondFactors.registrationOptions(pending.user);
    await this.challenges.setWebAuthnChallenge(pending.row, challenge);
    transition('enrolment-setup', 'pending-enrolment', 'enrolment-setup');
    return { ...options };
  }

  /** Enrolment: the new passkey turns it on and signs in. */
  enrolmentPasskey(
    client: SecondStepClient,
    body: PasskeyRegistrationInput,
  ): Promise<SignInOutcome> {
    return this.completePending(client, 'enrolment', 'passkey_refused', async ({ row, user }) => {
      const challenge = await this.challenges.spendWebAuthnChallenge(row);
      return challenge ? this.secondFactors.register(user, body, challenge) : null;
    });
  }

  /**
   * The live pending sign-in in the state the table gives `on`; none (unknown, expired,
   * voided by a sign-out, or for the other step) is a 401 charged to the address.
   */
  private async pendingSignIn(client: SecondStepClient, on: SignInInput): Promise<OpenChallenge> {
    const state = pendingStateFor(on);
    const pending = await this.challenges.find(client.pendingToken, [PENDING_PURPOSE[state]]);
    if (pending) return pending;
    transition('no-pending-sign-in', 'signed-out', on);
    await this.charge(limitsOf('signed-out', on), {
      ip: client.ip,
      username: '',
      deviceId: null,
    });
    throw new DomainError('no_sign_in_in_progress');
  }

  /**
   * Ends a pending sign-in: `judge` checks the factor (null: refused; a list: the recovery
   * codes to show) and the sign-in completes in a new session. Charged like a password
   * attempt and on the account's code counter, so a wrong, reused or expired code counts.
   */
  private async completePending(
    client: SecondStepClient,
    on: 'second-factor' | 'enrolment',
    refusal: 'wrong_code' | 'passkey_refused',
    judge: (pending: OpenChallenge) => Promise<string[] | null>,
    options: {
      /** The judge itself ends the pending sign-in (a code, spent only by the winner). */
      judgeConsumes?: boolean;
      /** The code typed, when it is one: a recovery code is judged past the limits. */
      code?: string;
    } = {},
  ): Promise<SignInOutcome> {
    const from = pendingStateFor(on);
    const [done, refused] =
      on === 'enrolment'
        ? (['enrolled', 'enrolment-refused'] as const)
        : (['second-step', 'second-step-refused'] as const);
    const pending = await this.pendingSignIn(client, on);
    const limits = limitsOf(from, on);
    const deviceId = this.devices.deviceFor(client.deviceCookie, pending.user.username);
    const who = { ip: client.ip, username: pending.user.username, deviceId };
    // A recovery code is judged even once the account is locked (its five codes refused):
    // the person holding one is not locked out (issue 49). A wrong one still counts, and
    // answers the lock's own 429.
    let locked: AccountLocked | null = null;
    let charge: ThrottleCharge;
    try {
      charge = await this.charge(limits, who);
    } catch (error) {
      if (!(error instanceof AccountLocked && isRecoveryCode(options.code))) throw error;
      locked = error;
      charge = { refund: error.refund, succeeded: async () => {} };
    }
    const passed = await refundedOnFailure(charge, async () => {
      const giveBack = await this.chargeCode(limits, pending.user, deviceId, options.code);
      let result: string[] | null;
      try {
        result = await judge(pending);
      } catch (error) {
        // A judgement with its own message (a reused code) is a failure like a wrong one.
        if (error instanceof DomainError) {
          transition(refused, from, on);
          await this.secondStepFailed(pending.user);
        }
        throw error;
      }
      // Consumed once: of two requests with the same pending sign-in, one signs in.
      if (result === null) return null;
      if (!options.judgeConsumes && !(await this.challenges.consume(pending.row))) return null;
      await giveBack();
      return { recoveryCodes: result, sid: await this.sessions.start(pending.user, client) };
    });
    if (!passed) {
      await this.secondStepFailed(pending.user);
      if (locked) throw locked;
      transition(refused, from, on);
      throw new DomainError(refusal);
    }
    await charge.succeeded();
    const outcome = this.signedIn(done, from, on, pending.user, passed.sid);
    return on === 'enrolment' ? { ...outcome, recoveryCodes: passed.recoveryCodes } : outcome;
  }

  // ---- signed in ----

  /**
   * The session proves who it is again: the password, throttled like a sign-in,
   * or a code of the account's second factor, charged to the account's code counter. A
   * refusal is a 403 (the session stays signed in) and is audited like a failed sign-in.
   */
  async reauthenticate(
    me: SessionUser,
    sessionId: string | null,
    input: ReauthenticateInput,
    client: SignInClient,
  ): Promise<void> {
    if (sessionId === null) throw new DomainError('sign_in_again');
    const user = await this.users.findById(me.id);
    const limits = limitsOf('signed-in', 'reauthenticate');
    const deviceId = this.devices.deviceFor(client.deviceCookie, user.username);
    const charge = await this.charge(limits, { ip: client.ip, username: user.username, deviceId });
    const proved = await refundedOnFailure(charge, async () => {
      if (input.password !== undefined) {
        const valid = await this.hasher.verify(user.passwordHash, input.password);
        if (!valid) await this.audit.recordAlone(signInFailure(user.username, user.id));
        return valid;
      }
      const giveBack = await this.chargeCode(limits, user, deviceId, input.code);
      let used = false;
      try {
        // A reused code is refused like a wrong one: the session stays signed in.
        used = await this.secondFactors.useCode(user, input.code ?? '').catch((error: unknown) => {
          if (error instanceof DomainError) return false;
          throw error;
        });
      } finally {
        if (!used) await this.secondStepFailed(user);
      }
      if (used) await giveBack();
      return used;
    });
    if (!proved) {
      transition('reauthentication-refused', 'signed-in', 'reauthenticate');
      throw new DomainError(input.password !== undefined ? 'wrong_password' : 'wrong_reauth_code');
    }
    await charge.succeeded();
    await this.sessions.reauthenticated(user, sessionId, input.password ? 'password' : 'code');
    transition('reauthenticated', 'signed-in', 'reauthenticate');
  }

  /** Changes the signed-in user's password; other sessions end, this one gets a new token. */
  async changePassword(
    user: SessionUser,
    input: ChangePasswordInput,
    client: SessionClient,
  ): Promise<SignInOutcome> {
    const on = 'change-password';
    // The current password is a secret too: guessing it is throttled like a sign-in.
    const charge = await this.charge(limitsOf('signed-in', on), {
      ip: client.ip,
      username: user.username,
      deviceId: null,
    });
    const sid = await refundedOnFailure(charge, async () => {
      const changed = await this.users.changePassword(
        user.id,
        input.currentPassword,
        input.newPassword,
      );
      // The change ended every session; this one goes on as a new record.
      return this.sessions.start(changed, client, 'session.renew');
    });
    await charge.succeeded();
    transition('password-changed', 'signed-in', on);
    return { transition: 'password-changed', user, tokens: { session: this.tokens.sign({ sid }) } };
  }

  /** Ends every session of the signed-in user, if any; the cookie goes either way. */
  async signOut(user: SessionUser | null): Promise<Pick<SignInOutcome, 'transition' | 'tokens'>> {
    transition('signed-out', user ? 'signed-in' : 'signed-out', 'sign-out');
    if (user) await this.sessions.endAllOf(user.id, 'auth.sign_out');
    return { transition: 'signed-out', tokens: {} };
  }

  check(user: SessionUser | null): AuthCheckAnswer {
    return {
      authenticated: user !== null,
      user,
      permissions: user ? [...permissionsOf(user.role)] : [],
      demoCredentials: this.showsDemoCredentials() ? { ...DEMO_ADMIN } : null,
    };
  }

  // ---- the table's limits ----

  /**
   * Charges the counters the table lists: with `account`, a client without the
   * account's device cookie pays on its address and the account, one with it (and
   * `device` listed) on that cookie's counter only; with `address` alone, the address.
   */
  private async charge(limits: ReadonlySet<SignInLimit>, who: Charged): Promise<ThrottleCharge> {
    if (limits.has('account')) {
      return this.throttle.take({ ...who, deviceId: limits.has('device') ? who.deviceId : null });
    }
    if (limits.has('address')) await this.throttle.takeForAddress(who.ip);
    return NO_CHARGE;
  }

  /**
   * Charges a code about to be judged to the account's code counter, when the
   * table lists `code`; answers how to give it back once the code signs in (only refused
   * codes count). A refusal is audited, so the owner sees codes being guessed, and answered
   * as a 429; a recovery code is judged all the same (16 random letters, where the
   * counter guards the app's 6 digits): holding one, the person is never locked out.
   */
  private async chargeCode(
    limits: ReadonlySet<SignInLimit>,
    user: User,
    deviceId: string | null,
    code?: string,
  ): Promise<() => Promise<void>> {
    const nothing = async () => {};
    if (!limits.has('code')) return nothing;
    try {
      return await this.throttle.takeCode(user.username, deviceId);
    } catch (error) {
      if (error instanceof DomainError && isRecoveryCode(code)) return nothing;
      if (error instanceof DomainError) {
        await this.audit.recordAlone({
          action: 'auth.second_factor_limited',
          actor: { id: user.id, username: user.username },
          target: { type: 'user', id: user.id, label: user.username },
        });
      }
      throw error;
    }
  }

  private secondStepFailed(user: User): Promise<void> {
    return this.audit.recordAlone({
      action: 'auth.second_factor_failed',
      actor: { id: user.id, username: user.username },
      target: { type: 'user', id: user.id, label: user.username },
    });
  }

  /** A row that ends signed in: the session token and a renewed device cookie. */
  private signedIn(
    name: TransitionName,
    from: SignInState,
    on: SignInInput,
    user: User,
    sid: string,
  ): SignInOutcome {
    transition(name, from, on);
    return {
      transition: name,
      user: toSessionUser(user),
      tokens: { session: this.tokens.sign({ sid }), device: this.devices.issue(user.username) },
    };
  }

  /**
   * Only the built-in demo pair is ever shown: a configured owner password is a real
   * secret, even with demo mode on.
   */
  private showsDemoCredentials(): boolean {
    const admin = this.config.admin;
    return (
      this.config.demoMode &&
      admin?.username === DEMO_ADMIN.username &&
      admin.password === DEMO_ADMIN.password
    );
  }
}
