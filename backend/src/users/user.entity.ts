import type { Role } from '@prism/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('users')
@Index('IDX_users_email', ['email'], { unique: true })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'editor' })
  role: Role;

  /** Bumped on logout, role change, password change and deletion: older tokens stop working. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  /** Lower case; unique among users; null: this user gets no mail. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The user's own switch for the new-lead notification. */
  @Column({ type: 'boolean', default: true })
  notifyNewLeads: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
