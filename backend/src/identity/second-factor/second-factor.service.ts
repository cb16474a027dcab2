import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ROLES,
  SECOND_FACTOR_RULES,
  type PasskeyAssertionInput,
  type PasskeyRegistrationInput,
  type Role,
  type SecondFactorStatus,
  type SecondStepMethod,
  type TotpSetup,
} from '@prism/contracts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrSvg } from 'qrcode';
import { DataSource, In, IsNull, LessThan, Not, type EntityManager } from 'typeorm';
import { AuditLog, type AuditEntry } from '../../audit/audit-log';
import { AppConfig } from '../../config/app-config';
import { DomainError, notFound } from '../../common/domain-error';
import { User } from '../../users/user.entity';
import { SecretBox } from './secret-box';
import { endSessionsOf } from '../sessions/end-sessions';
import {
  Passkey,
  RecoveryCode,
  SecondFactorChallenge,
  SecondFactorRole,
  TotpFactor,
} from './second-factor.entities';
import { fixedTarget } from '../../audit/fixed-targets';

/** How far a TOTP code may be off the server's clock: one 30-second step either way. */
const TOTP_TOLERANCE_SECONDS = 30;
const ISSUER = 'Prism';
/**
 * The passkey library is loaded on first use: its certificate parsers cost a third of a
 * second of every API start, and most starts never see a passkey.
 */
const passkeyLibrary = () => import('@simplewebauthn/server');
const RP_NAME = 'Prism admin';

/** What a failed second step says: one sentence per cause, never which part was right. */

/** The account's side of a sign-in's second step: which factors it has, whether it must enrol. */
export interface SecondStep {
  methods: SecondStepMethod[];
  enrol: boolean;
}

/**
 * Second factors (ADR 029): TOTP secrets sealed at rest, recovery codes kept as hashes,
 * passkeys verified by @simplewebauthn/server, and the roles an owner requires them of.
 * Every check that accepts a code or an assertion also spends it, in one conditional
 * write, so two requests can never both use the same one.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly box: SecretBox,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  /** A change a user made to their own factors (also during a sign-in, before a session). */
  private ownChange(
    user: Pick<User, 'id' | 'username'>,
    action: string,
    changes?: AuditEntry['changes'],
  ): AuditEntry {
    return {
      action,
      actor: { id: user.id, username: user.username },
      target: { type: 'user', id: user.id, label: user.username },
      ...(changes ? { changes } : {}),
    };
  }

  private get db(): EntityManager {
    return this.dataSource.manager;
  }

  // ---- the account's state ----

  async status(user: Pick<User, 'id' | 'role'>): Promise<SecondFactorStatus> {
    const [totp, recoveryCodesLeft, passkeys, required] = await Promise.all([
      this.db.findOneBy(TotpFactor, { userId: user.id, confirmedAt: Not(IsNull()) }),
      this.db.countBy(RecoveryCode, { userId: user.id, usedAt: IsNull() }),
      this.db.find(Passkey, { where: { userId: user.id }, order: { createdAt: 'ASC' } }),
      this.isRequired(user.role),
    ]);
    return {
      totp: totp !== null,
      recoveryCodesLeft,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
      required,
    };
  }

  /** What the password step must be followed by, or null when it signs in by itself. */
  async secondStepFor(user: Pick<User, 'id' | 'role'>): Promise<SecondStep | null> {
    const methods = await this.methodsOf(user.id);
    if (methods.length > 0) return { methods, enrol: false };
    if (await this.isRequired(user.role)) return { methods: [], enrol: true };
    return null;
  }

  private async methodsOf(userId: number, db: EntityManager = this.db) {
    // In turn: `db` may be a transaction, one connection running one query at a time.
    const totp = await db.countBy(TotpFactor, { userId, confirmedAt: Not(IsNull()) });
    const passkeys = await db.countBy(Passkey, { userId });
    const methods: SecondStepMethod[] = [];
    if (totp > 0) methods.push('totp');
    if (passkeys > 0) methods.push('passkey');
    return methods;
  }

  // ---- the roles that require one (an owner's setting) ----

  async requiredRoles(): Promise<Role[]> {
    const rows = await this.db.find(SecondFactorRole);
    const set = new Set(rows.map((r) => r.role));
    return ROLES.filter((role) => set.has(role));
  }

  async setRequiredRoles(roles: Role[]): Promise<Role[]> {
    const before = await this.requiredRoles();
    await this.dataSource.transaction(async (tx) => {
      await tx.delete(SecondFactorRole, { role: Not(In(roles.length ? roles : ['-'])) });
      for (const role of new Set(roles)) {
        if (!(await tx.findOneBy(SecondFactorRole, { role }))) {
          await tx.insert(SecondFactorRole, { role });
        }
      }
      const after = ROLES.filter((role) => roles.includes(role));
      if (after.join() !== before.join()) {
        await this.audit.record(tx, {
          action: 'second_factor.required_roles',
          target: fixedTarget('settings:second-factor'),
          changes: { roles: { before, after } },
        });
      }
    });
    return this.requiredRoles();
  }

  private async isRequired(role: Role): Promise<boolean> {
    return (await this.db.countBy(SecondFactorRole, { role })) > 0;
  }

  // ---- TOTP ----

  /** A new secret for the app to scan; replaces an unconfirmed one, never a working one. */
  async startTotp(user: Pick<User, 'id' | 'username'>): Promise<TotpSetup> {
    const existing = await this.db.findOneBy(TotpFactor, { userId: user.id });
    if (existing?.confirmedAt) {
      throw new DomainError('totp_exists');
    }
    const secret = generateSecret();
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.username, secret });
    const sealedSecret = this.box.seal(secret);
    if (existing) await this.db.update(TotpFactor, { userId: user.id }, { sealedSecret });
    else await this.db.insert(TotpFactor, { userId: user.id, sealedSecret });
    const svg = await qrSvg(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * The first code proves the app holds the secret: the factor is on from now. Answers the
   * recovery codes when the account had none left (shown once), else an empty list.
   */
  async confirmTotp(user: Pick<User, 'id' | 'username'>, code: string): Promise<string[]> {
    const userId = user.id;
    return this.dataSource.transaction(async (tx) => {
      const row = await tx.findOneBy(TotpFactor, { userId, confirmedAt: IsNull() });
      if (!row) {
        throw new DomainError('totp_not_started');
      }
      const step = await this.matchingStep(row, code);
      if (step === null) throw new DomainError('wrong_code');
      const confirmed = await tx.update(
        TotpFactor,
        { userId, confirmedAt: IsNull() },
        { confirmedAt: new Date(), lastUsedStep: step },
      );
      if (!confirmed.affected) throw new DomainError('already_confirmed');
      await this.audit.record(tx, this.ownChange(user, 'second_factor.totp_enrol'));
      return this.ensureRecoveryCodes(tx, userId);
    });
  }

  /**
   * Checks and spends a code typed at sign-in: 6 digits are the app's, anything else a
   * recovery code. A reused app code is a 401 of its own.
   */
  useCode(user: Pick<User, 'id' | 'username'>, code: string, tx?: EntityManager): Promise<boolean> {
    return /^\d{6}$/.test(code)
      ? this.useTotp(user.id, code, tx)
      : this.useRecoveryCode(user, code, tx);
  }

  /** Checks and spends a code of the user's confirmed app (inside `db`'s transaction if given). */
  async useTotp(userId: number, code: string, db: EntityManager = this.db): Promise<boolean> {
    const row = await db.findOneBy(TotpFactor, { userId, confirmedAt: Not(IsNull()) });
    if (!row || !/^\d{6}$/.test(code)) return false;
    const step = await this.matchingStep(row, code);
    if (step === null) return false;
    if (row.lastUsedStep !== null && step <= row.lastUsedStep) {
      throw new DomainError('code_reused');
    }
    // Spent only if no other request spent this step (or a later one) first.
    const spent = await db
      .createQueryBuilder()
      .update(TotpFactor)
      .set({ lastUsedStep: step })
      .where('"userId" = :userId', { userId })
      .andWhere('("lastUsedStep" IS NULL OR "lastUsedStep" < :step)', { step })
      .execute();
    if (!spent.affected) throw new DomainError('code_reused');
    return true;
  }

  private async matchingStep(row: TotpFactor, code: string): Promise<number | null> {
    let secret: string;
    try {
      secret = this.box.open(row.sealedSecret);
    } catch {
      // Sealed under another JWT_SECRET: no code can match until an owner resets it.
      return null;
    }
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  async removeTotp(user: Pick<User, 'id' | 'role' | 'username'>): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const removed = await tx.delete(TotpFactor, { userId: user.id });
      if (!removed.affected) throw notFound('authenticator_app');
      await this.afterRemoval(tx, user);
      await this.audit.record(tx, this.ownChange(user, 'second_factor.totp_remove'));
    });
  }

  // ---- recovery codes ----

  /** Ten new codes replace the old ones; only while the account has a second factor. */
  async regenerateRecoveryCodes(user: Pick<User, 'id' | 'username'>): Promise<string[]> {
    const userId = user.id;
    return this.dataSource.transaction(async (tx) => {
      if ((await this.methodsOf(userId, tx)).length === 0) {
        throw new DomainError('no_second_factor');
      }
      await tx.delete(RecoveryCode, { userId });
      await this.audit.record(tx, this.ownChange(user, 'second_factor.recovery_codes_renew'));
      return this.ensureRecoveryCodes(tx, userId);
    });
  }

  /** Checks and spends one recovery code, inside the caller's transaction if given. */
  async useRecoveryCode(
    user: Pick<User, 'id' | 'username'>,
    code: string,
    within?: EntityManager,
  ): Promise<boolean> {
    if ((await this.methodsOf(user.id, within)).length === 0) return false;
    const spend = async (tx: EntityManager) => {
      const spent = await tx.update(
        RecoveryCode,
        { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: IsNull() },
        { usedAt: new Date() },
      );
      if (spent.affected !== 1) return false;
      const left = await tx.countBy(RecoveryCode, { userId: user.id, usedAt: IsNull() });
      await this.audit.record(
        tx,
        this.ownChange(user, 'second_factor.recovery_code_use', {
          recoveryCodesLeft: { before: left + 1, after: left },
        }),
      );
      return true;
    };
    return within ? spend(within) : this.dataSource.transaction(spend);
  }

  private async ensureRecoveryCodes(tx: EntityManager, userId: number): Promise<string[]> {
    if ((await tx.countBy(RecoveryCode, { userId, usedAt: IsNull() })) > 0) return [];
    await tx.delete(RecoveryCode, { userId });
    const codes = Array.from({ length: SECOND_FACTOR_RULES.recoveryCodes }, newRecoveryCode);
    await tx.insert(
      RecoveryCode,
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
    );
    return codes;
  }

  // ---- passkeys ----

  async registrationOptions(
    user: Pick<User, 'id' | 'username'>,
  ): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challenge: string }> {
    const existing = await this.db.findBy(Passkey, { userId: user.id });
    const options = await (
      await passkeyLibrary()
    ).generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.config.webAuthn.rpId,
      userName: user.username,
      userID: new TextEncoder().encode(`prism-user-${user.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return { options, challenge: options.challenge };
  }

  /** Verifies a new passkey against the challenge handed out; answers new recovery codes. */
  async register(
    user: Pick<User, 'id' | 'username'>,
    input: PasskeyRegistrationInput,
    expectedChallenge: string,
  ): Promise<string[]> {
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await (
        await passkeyLibrary()
      ).verifyRegistrationResponse({
        response: input.credential as unknown as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.config.webAuthn.origin,
        expectedRPID: this.config.webAuthn.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw new DomainError(
        'passkey_invalid',
        {},
        {
          fields: [{ field: 'credential', code: 'invalid' }],
        },
      );
    }
    if (!verified.verified)
      throw new DomainError(
        'passkey_invalid',
        {},
        {
          fields: [{ field: 'credential', code: 'invalid' }],
        },
      );
    const { credential } = verified.registrationInfo;
    const userId = user.id;
    return this.dataSource.transaction(async (tx) => {
      if (await tx.findOneBy(Passkey, { id: credential.id })) {
        throw new DomainError('passkey_exists');
      }
      const count = await tx.countBy(Passkey, { userId });
      await tx.insert(Passkey, {
        id: credential.id,
        userId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name: input.name || `Passkey ${count + 1}`,
      });
      await this.audit.record(
        tx,
        this.ownChange(user, 'second_factor.passkey_add', {
          passkey: { after: input.name || `Passkey ${count + 1}` },
        }),
      );
      return this.ensureRecoveryCodes(tx, userId);
    });
  }

  async authenticationOptions(userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = await this.db.findBy(Passkey, { userId });
    return (await passkeyLibrary()).generateAuthenticationOptions({
      rpID: this.config.webAuthn.rpId,
      allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p) })),
      userVerification: 'preferred',
    });
  }

  /**
   * Verifies an assertion of one of the user's passkeys and moves its counter on. The
   * challenge is single-use (the caller spent it); a counter that did not grow (a copied
   * authenticator or a replay) is refused by the library, and the conditional write
   * refuses a second request that raced this one.
   */
  async usePasskey(
    userId: number,
    input: PasskeyAssertionInput,
    expectedChallenge: string,
  ): Promise<boolean> {
    const passkey = await this.db.findOneBy(Passkey, { id: input.credential.id, userId });
    if (!passkey) return false;
    let newCounter: number;
    try {
      const result = await (
        await passkeyLibrary()
      ).verifyAuthenticationResponse({
        response: input.credential as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.config.webAuthn.origin,
        expectedRPID: this.config.webAuthn.rpId,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: false,
      });
      if (!result.verified) return false;
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      return false;
    }
    const moved = await this.db.update(
      Passkey,
      { id: passkey.id, counter: passkey.counter },
      { counter: newCounter, lastUsedAt: new Date() },
    );
    return moved.affected === 1;
  }

  async removePasskey(user: Pick<User, 'id' | 'role' | 'username'>, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const passkey = await tx.findOneBy(Passkey, { id, userId: user.id });
      if (!passkey) throw notFound('passkey');
      await tx.delete(Passkey, { id, userId: user.id });
      await this.afterRemoval(tx, user);
      await this.audit.record(
        tx,
        this.ownChange(user, 'second_factor.passkey_remove', { passkey: { before: passkey.name } }),
      );
    });
  }

  /**
   * After a factor is removed: a role that requires one keeps at least one, and recovery
   * codes go with the last factor.
   */
  private async afterRemoval(tx: EntityManager, user: Pick<User, 'id' | 'role'>): Promise<void> {
    if ((await this.methodsOf(user.id, tx)).length > 0) return;
    if ((await tx.countBy(SecondFactorRole, { role: user.role })) > 0) {
      throw new DomainError('second_factor_required');
    }
    await tx.delete(RecoveryCode, { userId: user.id });
  }

  // ---- an owner's reset ----

  /** Removes every factor of a user and ends their sessions, in one transaction. */
  async reset(userId: number): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const user = await tx.findOneBy(User, { id: userId });
      if (!user) throw notFound('user');
      await tx.delete(TotpFactor, { userId });
      await tx.delete(Passkey, { userId });
      await tx.delete(RecoveryCode, { userId });
      await endSessionsOf(tx, userId);
      await this.audit.record(tx, {
        action: 'second_factor.reset',
        target: { type: 'user', id: user.id, label: user.username },
      });
    });
  }

  /** Clears challenges past their time (called on the way by new ones). */
  async clearExpiredChallenges(userId: number): Promise<void> {
    await this.db.delete(SecondFactorChallenge, { userId, expiresAt: LessThan(new Date()) });
  }
}

function transportsOf(passkey: Passkey): string[] {
  return passkey.transports ? passkey.transports.split(',') : [];
}

/** 80 random bits as four groups of four base32 letters: "abcd-efgh-ijkl-mnop". */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(16);
  const letters = [...bytes].map((b) => alphabet[b % 32]).join('');
  return [0, 4, 8, 12].map((at) => letters.slice(at, at + 4)).join('-');
}

/** Spaces, dashes and case don't matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
