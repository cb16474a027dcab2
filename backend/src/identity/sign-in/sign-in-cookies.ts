import { Injectable } from '@nestjs/common';
import { SECOND_FACTOR_RULES } from '@prism/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from '../../common/access.decorators';
import { AppConfig } from '../../config/app-config';
import { SIGN_IN_TRANSITIONS, type CookieEffect, type TransitionName } from './sign-in-states';

/** Holds the token of a sign-in between its password step and its second step. */
export const PENDING_COOKIE_NAME = 'prism_pending';
export const DEVICE_COOKIE_NAME = 'prism_device';
/** How long a browser stays a trusted device for the account that last signed in on it. */
export const DEVICE_COOKIE_DAYS = 90;

/** The tokens a sign-in hands out, each carried by its cookie. */
export interface SignInTokens {
  session?: string;
  device?: string;
  pending?: string;
}

export const cookieOf = (req: Request, name: string): string | null =>
  (req.cookies as Record<string, string> | undefined)?.[name] ?? null;

/**
 * The one writer of the sign-in cookies: the session, the pending sign-in between
 * the two steps, and the device cookie, as the sign-in table's rows say. Every cookie is
 * httpOnly; each has its own path and lifetime here, so setting and clearing always match.
 */
@Injectable()
export class SignInCookies {
  constructor(private readonly config: AppConfig) {}

  /**
   * Writes the cookies of the sign-in table's row the request took (`SIGN_IN_TRANSITIONS`):
   * the session and device cookies of a complete sign-in, the pending sign-in between the
   * two steps, and their clearing. A row's cookie without its token is a defect.
   */
  apply(res: Response, outcome: { transition: TransitionName; tokens: SignInTokens }): void {
    const need = (token: string | undefined, effect: CookieEffect): string => {
      if (token === undefined) throw new Error(`Sign-in: ${outcome.transition} lacks ${effect}`);
      return token;
    };
    const effects: readonly CookieEffect[] = SIGN_IN_TRANSITIONS[outcome.transition].cookies;
    for (const effect of effects) {
      switch (effect) {
        case 'set-session':
          res.cookie(SESSION_COOKIE_NAME, need(outcome.tokens.session, effect), this.session());
          break;
        case 'set-device':
          res.cookie(DEVICE_COOKIE_NAME, need(outcome.tokens.device, effect), this.device());
          break;
        case 'set-pending':
          res.cookie(PENDING_COOKIE_NAME, need(outcome.tokens.pending, effect), this.pending());
          break;
        case 'clear-pending':
          res.clearCookie(PENDING_COOKIE_NAME, withoutMaxAge(this.pending()));
          break;
        case 'clear-session':
          // The device cookie stays: its purpose is to outlive the session.
          res.clearCookie(SESSION_COOKIE_NAME, withoutMaxAge(this.session()));
          break;
      }
    }
  }

  /** Sent to every path (the site reads it too), Lax so links into the admin keep it. */
  private session(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: this.config.sessionTtlSeconds * 1000,
    };
  }

  /** Sent only to the sign-in routes, gone after five minutes. */
  private pending(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/api/auth/login',
      maxAge: SECOND_FACTOR_RULES.pendingSignInSeconds * 1000,
    };
  }

  private device(): CookieOptions {
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
