import { Injectable } from '@nestjs/common';
import {
  permissionsOf,
  type AuthCheckResponse,
  type ChangePasswordInput,
  type LoginInput,
  type SessionUser,
} from '@prism/contracts';
import { AuditLog } from '../audit/audit-log';
import { AppConfig, DEMO_ADMIN } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { toSessionUser } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { DeviceCookieService } from './device-cookie.service';
import { LoginThrottleService, type ThrottleCharge } from './login-throttle.service';
import { PasswordHasher } from '../users/password-hasher';
import { SessionTokenService } from './session-token.service';
import { StaffSessionsService, type SessionClient } from '../sessions/staff-sessions.service';

/** The same answer for an unknown user and a wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Invalid username or password';

/** Where a sign-in comes from: the client address, its user agent and device cookie. */
export interface SignInClient extends SessionClient {
  deviceCookie: string | null;
}

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
    private readonly audit: AuditLog,
  ) {}

  /**
   * Checks a password under the sign-in throttle. An attempt the database could not judge
   * (it failed: the caller answers 503) costs nothing; a success renews the device cookie.
   */
  async login(
    input: LoginInput,
    client: SignInClient,
  ): Promise<{ user: SessionUser; token: string; deviceCookie: string }> {
    const deviceId = this.devices.deviceFor(client.deviceCookie, input.username);
    const charge = await this.throttle.take({ ip: client.ip, username: input.username, deviceId });
    const signedIn = await refundedOnFailure(charge, async () => {
      const found = await this.users.findByUsername(input.username);
      const valid = await this.hasher.verify(found?.passwordHash ?? null, input.password);
      if (!found || !valid) {
        await this.audit.recordAlone(signInFailure(input.username, found?.id ?? null));
        return null;
      }
      return { user: found, sid: await this.sessions.start(found, client) };
    });
    if (!signedIn) throw new DomainError('unauthenticated', BAD_CREDENTIALS);
    await charge.succeeded();
    const { user, sid } = signedIn;
    return {
      user: toSessionUser(user),
      token: this.tokens.sign({ sub: user.id, ver: user.tokenVersion, sid }),
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
    const { updated, sid } = await refundedOnFailure(charge, async () => {
      const changed = await this.users.changePassword(
        user.id,
        input.currentPassword,
        input.newPassword,
      );
      // The version bump ended every session; this one goes on as a new record.
      return { updated: changed, sid: await this.sessions.start(changed, client, 'session.renew') };
    });
    await charge.succeeded();
    return { token: this.tokens.sign({ sub: updated.id, ver: updated.tokenVersion, sid }) };
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

  check(user: SessionUser | null): AuthCheckResponse {
    return {
      authenticated: user !== null,
      user,
      permissions: user ? [...permissionsOf(user.role)] : [],
      demoCredentials: this.showsDemoCredentials() ? { ...DEMO_ADMIN } : null,
    };
  }
}
