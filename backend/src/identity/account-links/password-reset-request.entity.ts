import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A "Forgot password?" request that was answered and not yet resolved (ADR 073). The
 * answer only stores this row, the same one for every address; a job looks the address up
 * afterwards and deletes the row in the transaction that issues the link (or records that
 * no account has it), so an address no account has is kept for seconds at most.
 */
@Entity('password_reset_requests')
export class PasswordResetRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** The address typed, trimmed and lower-cased by the contract. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The client's address, for the audit entry the job writes on the request's behalf. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
