import { Injectable } from '@nestjs/common';
import {
  permissionsOf,
  type AuthCheckResponse,
  type ChangePasswordInput,
  type LoginInput,
  type SessionUser,
} from '@prism/contracts';
import { AppConfig, DEMO_ADMIN } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { toSessionUser } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from '../users/password-hasher';
import { SessionTokenService } from './session-token.service';

/** The same answer for an unknown user and a wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {}

  async login(input: LoginInput, ip: string): Promise<{ user: SessionUser; token: string }> {
    await this.throttle.take(ip, input.username);
    const user = await this.users.findByUsername(input.username);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) throw new DomainError('unauthenticated', BAD_CREDENTIALS);
    await this.throttle.succeeded(input.username);
    return {
      user: toSessionUser(user),
      token: this.tokens.sign({ sub: user.id, ver: user.tokenVersion }),
    };
  }

  /** Changes the signed-in user's password; other sessions end, this one gets a new token. */
  async changePassword(
    user: SessionUser,
    input: ChangePasswordInput,
    ip: string,
  ): Promise<{ token: string }> {
    // The current password is a secret too: guessing it is throttled like a sign-in.
    await this.throttle.take(ip, user.username);
    const updated = await this.users.changePassword(
      user.id,
      input.currentPassword,
      input.newPassword,
    );
    await this.throttle.succeeded(user.username);
    return { token: this.tokens.sign({ sub: updated.id, ver: updated.tokenVersion }) };
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

  /** Resolves a session cookie to its user, or null when absent, forged, expired or revoked. */
  async sessionUser(token: string | null): Promise<SessionUser | null> {
    const claims = token ? this.tokens.verify(token) : null;
    if (!claims) return null;
    const user = await this.users.findSessionUser(claims.sub, claims.ver);
    return user ? toSessionUser(user) : null;
  }

  /** Ends every session of the user behind the token, if it is still valid. */
  async logout(token: string | null): Promise<void> {
    const user = await this.sessionUser(token);
    if (user) await this.users.revokeSessions(user.id);
  }

  async check(token: string | null): Promise<AuthCheckResponse> {
    const user = await this.sessionUser(token);
    return {
      authenticated: user !== null,
      user,
      permissions: user ? [...permissionsOf(user.role)] : [],
      demoCredentials: this.showsDemoCredentials() ? { ...DEMO_ADMIN } : null,
    };
  }
}
