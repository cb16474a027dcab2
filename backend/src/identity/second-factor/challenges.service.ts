import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SECOND_FACTOR_RULES } from '@prism/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { User } from '../../users/user.entity';
import { SecondFactorChallenge, type ChallengePurpose } from './second-factor.entities';

/** A pending sign-in or registration, with its user as they are now. */
export interface OpenChallenge {
  row: SecondFactorChallenge;
  user: User;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Short-lived, single-use rows that bind a second step to its first. The client
 * holds a random token (the pending sign-in cookie); the row keeps only its SHA-256 and the
 * WebAuthn challenge handed out. Ending the user's sessions deletes their rows too.
 */
@Injectable()
export class ChallengesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(SecondFactorChallenge);
  }

  /** Opens one for the user and answers the token the client keeps. */
  async open(user: Pick<User, 'id'>, purpose: ChallengePurpose) {
    const token = randomBytes(32).toString('base64url');
    await this.rows.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    await this.rows.insert({
      id: purpose === 'register' ? registrationId(user.id) : hashOf(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(Date.now() + SECOND_FACTOR_RULES.pendingSignInSeconds * 1000),
    });
    return token;
  }

  /** The live pending sign-in the token names, or null (unknown, expired or superseded). */
  async find(token: string | null, purposes: ChallengePurpose[]): Promise<OpenChallenge | null> {
    if (!token) return null;
    return this.live(hashOf(token), purposes);
  }

  private async live(id: string, purposes: ChallengePurpose[]): Promise<OpenChallenge | null> {
    const row = await this.rows.findOneBy({ id });
    if (!row || !purposes.includes(row.purpose)) return null;
    const user = await this.dataSource.getRepository(User).findOneBy({ id: row.userId });
    if (!user || row.expiresAt.getTime() <= Date.now()) {
      await this.rows.delete({ id });
      return null;
    }
    return { row, user };
  }

  /** Notes the WebAuthn challenge just handed out under this row (replacing an older one). */
  async setWebAuthnChallenge(row: SecondFactorChallenge, challenge: string): Promise<void> {
    await this.rows.update({ id: row.id }, { webAuthnChallenge: challenge });
  }

  /** Takes the row's WebAuthn challenge so it answers exactly one assertion. */
  async spendWebAuthnChallenge(row: SecondFactorChallenge): Promise<string | null> {
    if (!row.webAuthnChallenge) return null;
    const spent = await this.rows.update(
      { id: row.id, webAuthnChallenge: row.webAuthnChallenge },
      { webAuthnChallenge: null },
    );
    return spent.affected === 1 ? row.webAuthnChallenge : null;
  }

  /** Ends the row: true for the one request that ended it. */
  async consume(row: SecondFactorChallenge): Promise<boolean> {
    const result = await this.rows.delete({ id: row.id });
    return result.affected === 1;
  }

  /**
   * Ends the row and spends a code in one transaction: `spend` runs only for the request
   * that ended the row (on PostgreSQL a concurrent one waits on the row's lock, then finds
   * it gone), and a code that does not spend (false, or a refusal thrown) puts the row
   * back, so the sign-in can be tried again. True when both happened.
   */
  async consumeWith(
    row: SecondFactorChallenge,
    spend: (tx: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        const ended = await tx.delete(SecondFactorChallenge, { id: row.id });
        if (ended.affected !== 1) return false;
        if (!(await spend(tx))) throw new NotSpent();
        return true;
      });
    } catch (error) {
      if (error instanceof NotSpent) return false;
      throw error;
    }
  }

  // A signed-in user's passkey registration: one at a time, found by the user.

  async openRegistration(user: Pick<User, 'id'>, challenge: string) {
    await this.rows.delete({ id: registrationId(user.id) });
    await this.open(user, 'register');
    await this.rows.update({ id: registrationId(user.id) }, { webAuthnChallenge: challenge });
  }

  async registration(userId: number): Promise<OpenChallenge | null> {
    return this.live(registrationId(userId), ['register']);
  }
}

const registrationId = (userId: number) => `register-${userId}`;

/** Rolls back a claim whose code did not spend. */
class NotSpent extends Error {}
