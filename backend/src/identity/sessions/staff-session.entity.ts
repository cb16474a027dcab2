import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { UserOwned } from '../../users/user-owned.entity';

/**
 * One sign-in: the session a token names (its `sid`), and the only truth about it.
 * Ending a session deletes its row; ending all of a user's deletes them all.
 */
@Entity('staff_sessions')
@Index('IDX_staff_sessions_user', ['userId'])
export class StaffSession extends UserOwned {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: Date })
  lastSeenAt: Date;

  /**
   * When this session last proved who it is: the sign-in itself, then each
   * re-authentication. Security changes need it recent; null: never.
   */
  @Column({ type: Date, nullable: true })
  reauthenticatedAt: Date | null;

  /** The client address at sign-in, as the throttle sees it (trusted hops only). */
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'varchar', length: 255 })
  userAgent: string;
}
