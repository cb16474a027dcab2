import { REAUTH_REQUIRED, RECENT_AUTH_SECONDS } from '@prism/contracts';
import type { Request } from 'express';
import { DomainError } from './domain-error';

/** What the session check notes on a request: when its session last proved who it is. */
export type RecentAuthRequest = Request & { reauthenticatedAt?: Date | null };

/**
 * A security change needs the password or a code entered on this session within the last
 * RECENT_AUTH_SECONDS: a stolen session cookie alone cannot make it. Otherwise a
 * 403 whose `reason` tells the admin to ask for the password and retry.
 */
export function assertRecentAuth(req: RecentAuthRequest): void {
  const at = req.reauthenticatedAt?.getTime() ?? 0;
  if (Date.now() - at <= RECENT_AUTH_SECONDS * 1000) return;
  throw new DomainError('reauth_required', {}, { reason: REAUTH_REQUIRED });
}
