import type { AccountLinkPurpose } from '@prism/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwned } from '../../users/user-owned.entity';

/**
 * One single-use link sent by e-mail: a password reset or an invitation. Only
 * the SHA-256 of the link's token is kept, so the table cannot be turned back into links.
 */
@Entity('account_links')
@Index('IDX_account_links_token', ['tokenHash'], { unique: true })
@Index('IDX_account_links_user', ['userId'])
export class AccountLink extends UserOwned {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  purpose: AccountLinkPurpose;

  /** Hex SHA-256 of the token (the token itself is 256 random bits, so no slow hash). */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: Date })
  expiresAt: Date;

  /** The address the link went to: once the account's address changes, the link is dead. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  sentTo: string | null;

  /**
   * A digest of the password hash the link replaces: once the password changes by any
   * route, the link is dead. Null on links issued before this rule.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordStamp: string | null;

  /** Set when the link set a password, or when a later use of another link retired it. */
  @Column({ type: Date, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
