import type { Locale, Role } from '@prism/contracts';
import { BeforeInsert, Column, Entity, Index } from 'typeorm';
import { EditedRecord } from '../database/edited-record.entity';
import { usernameKey } from './username-key';

@Entity('users')
@Index('IDX_users_email', ['email'], { unique: true })
@Index('IDX_users_username_key', ['usernameKey'], { unique: true })
export class User extends EditedRecord {
  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  /**
   * The username as the limits see it (usernameKey): unique, so `EDITOR-X` cannot sit
   * beside `editor-x`. Null only on an account that clashed when this rule came in.
   * 900: NFKC turns one character into at most 18, and a username has at most 50.
   */
  @Column({ type: 'varchar', length: 900, nullable: true })
  usernameKey: string | null;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'editor' })
  role: Role;

  /** Lower case; unique among users; null: this user gets no mail. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The user's own switch for the new-lead notification. */
  @Column({ type: 'boolean', default: true })
  notifyNewLeads: boolean;

  /** The admin's and this user's mail language; null: the browser's (mail: the site's default). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  locale: Locale | null;

  /** Usernames never change, so the key is set once, on every path that creates a user. */
  @BeforeInsert()
  protected keyUsername(): void {
    this.usernameKey = usernameKey(this.username);
  }
}
