import { Injectable } from '@nestjs/common';
import { SECOND_FACTOR_RULES } from '@prism/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from '../../common/access.decorators';
import { AppConfig } from '../../config/app-config';

/** Holds the token of a sign-in between its password step and its second step (ADR 029). */
export const PENDING_COOKIE_NAME = 'prism_pending';
export const DEVICE_COOKIE_NAME = 'prism_device';
/** How long a browser stays a trusted device for the account that last signed in on it. */
export const DEVICE_COOKIE_DAYS = 90;

export const cookieOf = (req: Request, name: string): string | null =>
  (req.cookies as Record<string, string> | undefined)?.[name] ?? null;

/**
 * The one writer of the sign-in cookies (ADR 038): the session, the pending sign-in between
 * the two steps, and the device cookie. Every cookie is httpOnly; each has its own path
 * and lifetime here, so setting and clearing always match.
 */
@Injectable()
export class SignInCookies {
  constructor(private readonly config: AppConfig) {}

  /** The password step passed; the second step follows within five minutes. */
  pending(res: Response, token: string): void {
    res.cookie(PENDING_COOKIE_NAME, token, this.pendingOptions());
  }

  /** A complete sign-in: the session, the device cookie, and no pending step left. */
  signedIn(res: Response, signedIn: { token: string; deviceCookie: string }): void {
    res.cookie(SESSION_COOKIE_NAME, signedIn.token, this.sessionOptions());
    res.cookie(DEVICE_COOKIE_NAME, signedIn.deviceCookie, this.deviceOptions());
    res.clearCookie(PENDING_COOKIE_NAME, withoutMaxAge(this.pendingOptions()));
  }

  /** The same sign-in goes on under a new session token (a password change). */
  renewed(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE_NAME, token, this.sessionOptions());
  }

  /** Signed out: the session cookie goes; the device cookie stays, as its purpose is. */
  signedOut(res: Response): void {
    res.clearCookie(SESSION_COOKIE_NAME, withoutMaxAge(this.sessionOptions()));
  }

  /** Sent to every path (the site reads it too), Lax so links into the admin keep it. */
  private sessionOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: this.config.sessionTtlSeconds * 1000,
    };
  }

  /** Sent only to the sign-in routes, gone after five minutes. */
  private pendingOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/api/auth/login',
      maxAge: SECOND_FACTOR_RULES.pendingSignInSeconds * 1000,
    };
  }

  private deviceOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 * 1000,
    };
  }
}

/** Express warns on clearCookie with maxAge (it would set, not clear). */
function withoutMaxAge({ maxAge: _maxAge, ...options }: CookieOptions): CookieOptions {
  return options;
}
