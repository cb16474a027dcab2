import type { RevisionKind } from '@prism/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A record's fields as a revision keeps them: plain JSON values, named as the record names them. */
export type RevisionFields = Record<string, unknown>;

/**
 * One saved state of an editable record: the whole record as it was after a
 * save, who saved it and which fields changed. Append-only: the database refuses updates,
 * replacing and deletes outside the retention sweep (triggers, as for the audit log).
 */
@Entity('revisions')
@Index('UQ_revisions_record_number', ['kind', 'recordId', 'number'], { unique: true })
@Index('IDX_revisions_at', ['at'])
export class Revision {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: RevisionKind;

  /** The item's id, or `site` / `landing` for the one-row records. */
  @Column({ name: 'record_id', type: 'varchar', length: 64 })
  recordId: string;

  /** 1 for the record's first revision, then one more each save that changed something. */
  @Column({ type: 'integer' })
  number: number;

  @Column({ type: Date })
  at: Date;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 64 })
  actorName: string;

  @Column({ type: 'simple-json' })
  fields: RevisionFields;

  /** The fields that differ from the revision before (all of them on the first). */
  @Column({ type: 'simple-json' })
  changed: string[];

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom: number | null;
}
