import type { AuditChanges } from '@prism/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One recorded change. Append-only: the database refuses UPDATE, and DELETE of a
 * row younger than the retention setting. The actor is a plain id and name, not a foreign
 * key, so an entry outlives the account it names.
 */
@Entity('audit_log')
// The log's order and its filters, each ending with the id: pages by keyset.
@Index('IDX_audit_log_at', ['at', 'id'])
@Index('IDX_audit_log_actor', ['actorName', 'at', 'id'])
@Index('IDX_audit_log_action', ['action', 'at', 'id'])
export class AuditRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  at: Date;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 64 })
  actorName: string;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  targetLabel: string | null;

  @Column({ type: 'simple-json' })
  changes: AuditChanges;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;
}
