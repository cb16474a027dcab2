import { SECOND_FACTOR_RULES } from '@prism/contracts';
import type { CookieOptions } from 'express';

/** Holds the token of a sign-in between its password step and its second step (ADR 029). */
export const PENDING_COOKIE_NAME = 'prism_pending';

/** Sent only to the sign-in routes, never readable by scripts, gone after five minutes. */
export function pendingCookieOptions(secure: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth/login',
    maxAge: SECOND_FACTOR_RULES.pendingSignInSeconds * 1000,
  };
}
