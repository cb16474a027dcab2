import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A redirect the site answers before rendering. Writes to `fromPath`, `toPath`
 * and `status` raise the content version (a trigger), so every site server reloads its
 * table; hit counts do not, so counting never empties the page cache.
 */
@Entity('redirects')
export class Redirect {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_redirects_from', { unique: true })
  @Column({ type: 'varchar', length: 500 })
  fromPath: string;

  @Index('IDX_redirects_to')
  @Column({ type: 'varchar', length: 500 })
  toPath: string;

  @Column({ type: 'integer' })
  status: 301 | 302;

  /** Made by a slug change rather than by hand. */
  @Column({ type: 'boolean', default: false })
  automatic: boolean;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Column({ type: Date, nullable: true })
  lastHitAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

/** A path that answered 404 to visitors, counted (bounded: REDIRECT_LIMITS.notFoundCap). */
@Entity('not_found_paths')
@Index('IDX_not_found_paths_rank', ['count', 'lastSeen', 'id'])
export class NotFoundPath {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_not_found_paths_path', { unique: true })
  @Column({ type: 'varchar', length: 500 })
  path: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ type: Date })
  firstSeen: Date;

  @Column({ type: Date })
  lastSeen: Date;

  /** The host of the last referrer that led there (never its path or query). */
  @Column({ type: 'varchar', length: 253, nullable: true })
  referrerHost: string | null;
}

export const REDIRECT_ENTITIES = [Redirect, NotFoundPath];
