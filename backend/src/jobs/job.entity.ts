import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending: waits for runAt. running: claimed by a process until runAt (its lease, renewed
 * while the work goes on). done and failed are final for a one-off job; a recurring job's
 * row goes back to pending with its next due time.
 */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** The key of the one row a recurring job keeps; its due time moves forward in place. */
export const RECURRING_KEY = 'recurring';

/**
 * The order due jobs are claimed in, lower first (issue 44): work a person is waiting for
 * (a reply to a lead, a password reset) before the rest, so a burst of notifications
 * never holds a reply back longer than the jobs a process already runs.
 */
export const JOB_PRIORITY = { person: 0, normal: 1 } as const;

/**
 * One unit of later work. A name and a key are unique together: a one-off job's
 * key names its due time (`<item>@<ISO time>`), so writing it twice, from any number of
 * API copies, leaves one row and one run.
 */
@Entity('jobs')
@Index('UQ_jobs_name_key', ['name', 'key'], { unique: true })
@Index('IDX_jobs_due', ['status', 'runAt'])
export class Job {
  @PrimaryGeneratedColumn()
  id: number;

  /** What to run: the name a handler was registered under. */
  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: JobStatus;

  /** When this occurrence is due (what "at most once per due time" counts). */
  @Column({ type: Date })
  dueAt: Date;

  /** The next attempt; while running, the end of the claim's lease. */
  @Column({ type: Date })
  runAt: Date;

  /** Attempts started for this due time. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** JOB_PRIORITY: claimed before any due job of a higher number. */
  @Column({ type: 'integer', default: JOB_PRIORITY.normal })
  priority: number;

  @Column({ type: 'simple-json', nullable: true })
  payload: Record<string, unknown> | null;

  /** The claim token of the process running it; its results must match it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** When the last attempt failed; cleared by a success. */
  @Column({ type: Date, nullable: true })
  failedAt: Date | null;

  @Column({ type: Date, nullable: true })
  finishedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
