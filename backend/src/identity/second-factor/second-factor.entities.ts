import type { Role } from '@prism/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/user.entity';
import { UserOwned } from '../../users/user-owned.entity';

/** A user's authenticator app: the secret sealed with the server key. */
@Entity('totp_factors')
export class TotpFactor {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** AES-256-GCM: iv.tag.ciphertext, base64url. */
  @Column({ type: 'varchar', length: 255 })
  sealedSecret: string;

  /** Null until the first code proved the app holds the secret. */
  @Column({ type: Date, nullable: true })
  confirmedAt: Date | null;

  /** The last time step a code was accepted for: that code and older ones never work again. */
  @Column({ type: 'integer', nullable: true })
  lastUsedStep: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** One recovery code, kept as its SHA-256 (the codes are 80 random bits). */
@Entity('recovery_codes')
@Index('IDX_recovery_codes_user', ['userId'])
export class RecoveryCode extends UserOwned {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  codeHash: string;

  @Column({ type: Date, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** A registered passkey: its credential id, COSE public key and signature counter. */
@Entity('passkeys')
@Index('IDX_passkeys_user', ['userId'])
export class Passkey extends UserOwned {
  /** The credential id, base64url. */
  @PrimaryColumn({ type: 'varchar', length: 1024 })
  id: string;

  /** The COSE public key, base64url. */
  @Column({ type: 'text' })
  publicKey: string;

  @Column({ type: 'integer', default: 0 })
  counter: number;

  /** Comma-separated transports the browser reported (usb, internal, hybrid…). */
  @Column({ type: 'varchar', length: 255, default: '' })
  transports: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  lastUsedAt: Date | null;
}

/**
 * A sign-in between its two steps, or a passkey registration under way: the server's
 * half of a short-lived, single-use token (only its SHA-256 is kept).
 */
@Entity('second_factor_challenges')
@Index('IDX_second_factor_challenges_user', ['userId'])
export class SecondFactorChallenge extends UserOwned {
  /** SHA-256 of the token the client holds (hex). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** 'verify': the second step of a sign-in; 'enrol': one that must set up a factor first. */
  @Column({ type: 'varchar', length: 16 })
  purpose: ChallengePurpose;

  /** The WebAuthn challenge handed out last (base64url), used once. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  webAuthnChallenge: string | null;

  @Column({ type: Date })
  expiresAt: Date;

  @CreateDateColumn()
  createdAt: Date;
}

export type ChallengePurpose = 'verify' | 'enrol' | 'register';

/** A role whose users must have a second factor (an owner's setting). */
@Entity('second_factor_roles')
export class SecondFactorRole {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  role: Role;

  @CreateDateColumn()
  createdAt: Date;
}

export const SECOND_FACTOR_ENTITIES = [
  TotpFactor,
  RecoveryCode,
  Passkey,
  SecondFactorChallenge,
  SecondFactorRole,
];
