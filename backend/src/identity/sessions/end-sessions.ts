import type { EntityManager } from 'typeorm';
import { SecondFactorChallenge } from '../second-factor/second-factor.entities';
import { StaffSession } from './staff-session.entity';

/**
 * Ends every session of a user, and any sign-in half done, inside the caller's
 * transaction: the session row is the truth, so a deleted row refuses its
 * cookie on the next request. Used by sign-out, an owner's revoke, a password, role or
 * second-factor change, and a password set by link.
 */
export async function endSessionsOf(tx: EntityManager, userId: number): Promise<void> {
  await tx.delete(StaffSession, { userId });
  await tx.delete(SecondFactorChallenge, { userId });
}
