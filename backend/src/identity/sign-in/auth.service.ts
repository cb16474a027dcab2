import { Injectable } from '@nestjs/common';
import {
  permissionsOf,
  type AuthCheckAnswer,
  type ChangePasswordInput,
  type LoginInput,
  type ReauthenticateInput,
  type SessionUser,
} from '@prism/contracts';
import { AuditLog } from '../../audit/audit-log';
import { AppConfig, DEMO_ADMIN } from '../../config/app-config';
import { DomainError } from '../../common/domain-error';
import type { User } from '../../users/user.entity';
import { toSessionUser } from '../../users/user.mapper';
import { UsersService } from '../../users/users.service';
import { DeviceCookieService } from './device-cookie.service';
import { AccountLocked, LoginThrottleService, type ThrottleCharge } from './login-throttle.service';
import { PasswordHasher } from '../password-hasher';
import { SessionTokenService } from './session-token.service';
import { StaffSessionsService, type SessionClient } from '../sessions/staff-sessions.service';
import { ChallengesService, type OpenChallenge } from '../second-factor/challenges.service';
import type { ChallengePurpose } from '../second-factor/second-factor.entities';
import { SecondFactorService, type SecondStep } from '../second-factor/second-factor.service';

/** The same answer for an unknown user and a wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Invalid username or password';

/** A second step whose first is missing, expired, or voided by a sign-out since. */
const NO_FIRST_STEP = 'No sign-in in progress: enter your username and password first';

/** Where a sign-in comes from: the client address, its user agent and device cookie. */
export interface SignInClient extends SessionClient {
  deviceCookie: string | null;
}

/** A second step's client: the same, with the pending sign-in token of its first step. */
export interface SecondStepClient extends SignInClient {
  pendingToken: string | null;
}

/** A completed sign-in: the session token and the device cookie to set. */
export interface SignedIn {
  user: SessionUser;
  token: string;
  deviceCookie: string;
}

/** The password step's outcome: signed in, or a second step to take (no session yet). */
export type PasswordStep =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'second-step'; step: SecondStep; pendingToken: string };

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

@Injectable()
export class AuthService {
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

  /**
   * Checks a password under the sign-in throttle. An attempt the database could not judge
   * (it failed: the caller answers 503) costs nothing; a success renews the device cookie.
   * An account with a second factor (or whose role requires one) gets no session here,
   * only a pending sign-in for the second step; the counter starts over only after that.
   */
  async login(input: LoginInput, client: SignInClient): Promise<PasswordStep> {
    const deviceId = this.devices.deviceFor(client.deviceCookie, input.username);
    let charge: ThrottleCharge;
    try {
      charge = await this.throttle.take({ ip: client.ip, username: input.username, deviceId });
    } catch (error) {
      if (error instanceof AccountLocked && input.code !== undefined) {
        return {
          kind: 'signed-in',
          ...(await this.pastTheLock(input, input.code, { ...client, deviceId }, error)),
        };
      }
      throw error;
    }
    const outcome = await refundedOnFailure(charge, async () => {
      const found = await this.passwordHolder(input);
      if (!found) return null;
      const step = await this.secondFactors.secondStepFor(found);
      if (step) {
        const purpose: ChallengePurpose = step.enrol ? 'enrol' : 'verify';
        return {
          kind: 'second-step' as const,
          step,
          pendingToken: await this.challenges.open(found, purpose),
        };
      }
      return {
        kind: 'session' as const,
        user: found,
        sid: await this.sessions.start(found, client),
      };
    });
    if (!outcome) throw new DomainError('unauthenticated', BAD_CREDENTIALS);
    if (outcome.kind === 'second-step') return outcome;
    await charge.succeeded();
    return { kind: 'signed-in', ...this.signedIn(outcome.user, outcome.sid) };
  }

  /**
   * An account locked by failures, from a client without its device cookie: the password
   * and a code of its second factor together sign in; any other combination (a wrong
   * password, a wrong or reused code, no second factor) is the very 429 of the lock, so
   * the answer tells nothing about which part was wrong (ADR 030). The attempt stays
   * counted and the lock stays for other clients. A code is judged only after the right
   * password, so guesses never spend a user's codes.
   */
  private async pastTheLock(
    input: LoginInput,
    code: string,
    client: SignInClient & { deviceId: string | null },
    locked: AccountLocked,
  ): Promise<SignedIn> {
    let signedIn: SignedIn | null;
    try {
      signedIn = await this.passwordAndCode(input, code, client);
    } catch (error) {
      // A judgement (a reused code) is a refusal; an unjudged attempt (the database failed) costs nothing.
      if (!(error instanceof DomainError)) {
        await locked.refund().catch(() => undefined);
        throw error;
      }
      signedIn = null;
    }
    if (!signedIn) throw locked;
    return signedIn;
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

  private async passwordAndCode(
    input: LoginInput,
    code: string,
    client: SignInClient & { deviceId: string | null },
  ): Promise<SignedIn | null> {
    const found = await this.passwordHolder(input);
    if (!found) return null;
    const step = await this.secondFactors.secondStepFor(found);
    if (step === null || step.enrol) return null;
    // Refused past the account's code limit: the same 429 as the lock, no code judged.
    await this.takeCode(found, client.deviceId);
    let used = false;
    try {
      used = await this.secondFactors.useCode(found, code);
    } finally {
      if (!used) await this.secondStepFailed(found);
    }
    if (!used) return null;
    return this.signedIn(found, await this.sessions.start(found, client));
  }

  /**
   * The second step: `check` judges the factor for the pending sign-in (null: refused) and
   * the sign-in completes in a new session. Charged like a password attempt, so a wrong,
   * reused or expired code counts; one without a first step is charged to its address.
   */
  async secondStep<T>(
    client: SecondStepClient,
    purposes: ChallengePurpose[],
    refusal: string,
    check: (pending: OpenChallenge) => Promise<T | null>,
    /** The check itself ends the pending sign-in (a code, spent only by the winner). */
    checkConsumes = false,
  ): Promise<SignedIn & { result: T }> {
    const pending = await this.pendingSignIn(client, purposes);
    const deviceId = this.devices.deviceFor(client.deviceCookie, pending.user.username);
    const charge = await this.throttle.take({
      ip: client.ip,
      username: pending.user.username,
      deviceId,
    });
    const done = await refundedOnFailure(charge, async () => {
      await this.takeCode(pending.user, deviceId);
      let result: T | null;
      try {
        result = await check(pending);
      } catch (error) {
        // A judgement with its own message (a reused code) is a failure like a wrong one.
        if (error instanceof DomainError) await this.secondStepFailed(pending.user);
        throw error;
      }
      // Consumed once: of two requests with the same pending sign-in, one signs in.
      if (result === null) return null;
      if (!checkConsumes && !(await this.challenges.consume(pending.row))) return null;
      return { result, sid: await this.sessions.start(pending.user, client) };
    });
    if (!done) {
      await this.secondStepFailed(pending.user);
      throw new DomainError('unauthenticated', refusal);
    }
    await charge.succeeded();
    return { ...this.signedIn(pending.user, done.sid), result: done.result };
  }

  /**
   * Charges a code about to be judged to the account's code counter (ADR 038); a refusal
   * is audited, so the owner sees codes being guessed, and answered as a 429.
   */
  private async takeCode(user: User, deviceId: string | null): Promise<void> {
    try {
      await this.throttle.takeCode(user.username, deviceId);
    } catch (error) {
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

  /** The live pending sign-in of the request; none is a 401 charged to the address. */
  async pendingSignIn(
    client: SecondStepClient,
    purposes: ChallengePurpose[],
  ): Promise<OpenChallenge> {
    const pending = await this.challenges.find(client.pendingToken, purposes);
    if (pending) return pending;
    await this.throttle.takeForAddress(client.ip);
    throw new DomainError('unauthenticated', NO_FIRST_STEP);
  }

  private signedIn(user: User, sid: string): SignedIn {
    return {
      user: toSessionUser(user),
      token: this.tokens.sign({ sid }),
      deviceCookie: this.devices.issue(user.username),
    };
  }

  /** Changes the signed-in user's password; other sessions end, this one gets a new token. */
  async changePassword(
    user: SessionUser,
    input: ChangePasswordInput,
    client: SessionClient,
  ): Promise<{ token: string }> {
    // The current password is a secret too: guessing it is throttled like a sign-in.
    const charge = await this.throttle.take({
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
    return { token: this.tokens.sign({ sid }) };
  }

  /**
   * The session proves who it is again (ADR 038): the password, throttled like a sign-in,
   * or a code of the account's second factor, charged to the account's code counter. A
   * refusal is a 403 (the session stays signed in) and is audited like a failed sign-in.
   */
  async reauthenticate(
    me: SessionUser,
    sessionId: string | null,
    input: ReauthenticateInput,
    client: SignInClient,
  ): Promise<void> {
    if (sessionId === null) throw new DomainError('unauthenticated', 'Sign in again');
    const user = await this.users.findById(me.id);
    const deviceId = this.devices.deviceFor(client.deviceCookie, user.username);
    const charge = await this.throttle.take({ ip: client.ip, username: user.username, deviceId });
    const proved = await refundedOnFailure(charge, async () => {
      if (input.password !== undefined) {
        const valid = await this.hasher.verify(user.passwordHash, input.password);
        if (!valid) await this.audit.recordAlone(signInFailure(user.username, user.id));
        return valid;
      }
      await this.takeCode(user, deviceId);
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
      return used;
    });
    if (!proved) {
      throw new DomainError(
        'forbidden',
        input.password !== undefined ? 'Password is incorrect' : 'Code is incorrect',
      );
    }
    await charge.succeeded();
    await this.sessions.reauthenticated(user, sessionId, input.password ? 'password' : 'code');
  }

  /** An owner ends every session of another user. */
  async revokeSessionsOf(actor: SessionUser, id: number): Promise<void> {
    if (actor.id === id) {
      throw new DomainError('forbidden', 'Use logout to end your own sessions');
    }
    await this.users.revokeSessions(id);
  }

  /** An owner lifts the sign-in lock on another user's account. */
  async unlock(id: number): Promise<void> {
    const user = await this.users.findById(id);
    await this.throttle.reset(user.username);
    await this.audit.recordAlone({
      action: 'user.unlock',
      target: { type: 'user', id: user.id, label: user.username },
    });
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

  /** Ends every session of the signed-in user (logout). */
  async logout(user: SessionUser): Promise<void> {
    await this.users.revokeSessions(user.id, 'auth.sign_out');
  }

  check(user: SessionUser | null): AuthCheckAnswer {
    return {
      authenticated: user !== null,
      user,
      permissions: user ? [...permissionsOf(user.role)] : [],
      demoCredentials: this.showsDemoCredentials() ? { ...DEMO_ADMIN } : null,
    };
  }
}
