import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobsStatusAnswer } from '@prism/contracts';
import { randomUUID } from 'node:crypto';
import { setImmediate as letRequestsThrough } from 'node:timers/promises';
import { DataSource, In, IsNull, LessThan, Like, Not, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { JOB_PRIORITY, Job, RECURRING_KEY } from './job.entity';

/** What a handler is told about the occurrence it runs. */
export interface JobRun {
  id: number;
  name: string;
  key: string;
  dueAt: Date;
  payload: Record<string, unknown> | null;
  /** 1 on the first attempt for this due time. */
  attempt: number;
  /** True when a failure of this attempt gives the job up (no attempt follows). */
  lastAttempt: boolean;
  /** Aborted when the process stops: a long handler should return at its next step. */
  signal: AbortSignal;
}

export type JobHandler = (run: JobRun) => Promise<void>;

export interface JobOptions {
  /** How long a claim holds before another process may take the job over (renewed while running). */
  leaseMs?: number;
  /** Attempts of a one-off job before it is marked failed (a recurring job always tries again). */
  maxAttempts?: number;
  /**
   * How long after its due time a one-off job is still tried: a failure after that gives
   * it up, whatever its attempts (mail: three days).
   */
  giveUpAfterMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  /**
   * What a failure of this job is about, for the dashboard to name it in the reader's
   * language (an item, with what it lacks); null when there is nothing to name.
   */
  describe?: (job: { key: string; payload: Record<string, unknown> | null }) => Promise<JobSubject>;
}

/** The item a failed job is about, as the dashboard shows it. */
export type JobSubject = JobsStatusAnswer['failures'][number]['item'];

/** A failure no retry can mend (bad data): the job is marked failed at once. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    /** The refusal as a code, which the dashboard words in the reader's language. */
    readonly reason: CodedReason | null = null,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

type CodedReason = NonNullable<JobsStatusAnswer['failures'][number]['reason']>;

/**
 * A failure's stored text: a coded one as JSON `{ reason, message }` in the same column,
 * so the dashboard can word it; anything else its message as it was.
 */
function storedError(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (error instanceof PermanentJobError && error.reason) {
    return JSON.stringify({ reason: error.reason, message });
  }
  return message;
}

function readError(stored: string | null): { error: string; reason: CodedReason | null } {
  const text = stored ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { reason?: CodedReason; message?: string };
      if (parsed.reason && typeof parsed.message === 'string') {
        return { error: parsed.message, reason: parsed.reason };
      }
    } catch {
      // Not ours: shown as it is.
    }
  }
  return { error: text, reason: null };
}

interface Definition extends Required<JobOptions> {
  handler: JobHandler;
  /** Set for a recurring job: the interval of its due times, aligned to the epoch (UTC). */
  everyMs: number | null;
}

const DEFAULTS: Required<JobOptions> = {
  leaseMs: 30_000,
  maxAttempts: 5,
  giveUpAfterMs: Number.POSITIVE_INFINITY,
  retryBaseMs: 10_000,
  describe: () => Promise.resolve(null),
};
const MAX_RETRY_GAP_MS = 3600_000;
/** Jobs one process runs at the same time, so one slow job never holds up a due one. */
const MAX_IN_FLIGHT = 4;
/** Finished one-off jobs are kept this long for the record, then pruned. */
const KEEP_FINISHED_MS = 30 * 86_400_000;
/** A job run at least this long is logged with its duration. */
const LONG_RUN_MS = 1_000;
/** Failures the dashboard lists. */
const SHOWN_FAILURES = 10;

/**
 * The one retry policy: a one-off job is given up after its last allowed attempt, or once
 * it is older than it may be; a recurring job never is. Before that, each failure waits
 * the base delay doubled per attempt, up to an hour.
 */
const isLastAttempt = (job: Job, definition: Definition, now: Date): boolean =>
  definition.everyMs === null &&
  (job.attempts >= definition.maxAttempts ||
    now.getTime() - job.dueAt.getTime() >= definition.giveUpAfterMs);

const retryGapMs = (job: Job, definition: Definition): number =>
  Math.min(definition.retryBaseMs * 2 ** Math.min(job.attempts - 1, 30), MAX_RETRY_GAP_MS);

/** A job due to be claimed: pending, or running past its lease, and its time come. */
const DUE = `"name" IN (:...names) AND "status" IN ('pending', 'running') AND "runAt" <= :now`;

/** The next due time of an interval after `now`: due times fall on the same grid in every copy. */
export const nextDue = (everyMs: number, now: Date): Date =>
  new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);

/**
 * The one job runner (ADR 045): everything that must happen later or again. Each API
 * process polls the jobs table every JOB_POLL_SECONDS and claims due jobs (FOR UPDATE
 * SKIP LOCKED on PostgreSQL; SQLite has one writer), so any number of copies run each due
 * time once. A claim is a lease, renewed while the handler runs: a process that dies
 * leaves its job to be claimed again when the lease ends. Handlers must tolerate the
 * rare second run (their own work checks a condition inside its transaction). Due jobs are
 * claimed by priority (JOB_PRIORITY: a reply a person waits for before notifications),
 * then due time; every mail is one of them.
 */
@Injectable()
export class JobRunner implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobRunner');
  private readonly definitions = new Map<string, Definition>();
  private readonly inFlight = new Map<number, Promise<void>>();
  /** Recurring jobs asked to run again while they ran here. */
  private readonly rerun = new Set<string>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private pollAgain = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.every('jobs.prune', 86_400_000, () => this.prune());
  }

  /**
   * Registers a recurring job: due every `everyMs`, on a grid aligned to the epoch (a
   * daily job is due at 00:00 UTC). Call from a provider's onModuleInit.
   */
  every(name: string, everyMs: number, handler: JobHandler, options: JobOptions = {}): void {
    this.define(name, { ...DEFAULTS, ...options, handler, everyMs });
  }

  /** Registers the handler of a one-off job, which `schedule()` writes. */
  handle(name: string, handler: JobHandler, options: JobOptions = {}): void {
    this.define(name, { ...DEFAULTS, ...options, handler, everyMs: null });
  }

  /**
   * Writes a one-off job in the caller's transaction, unless one with this name and key
   * exists: put the due time in the key, so one due time is one job however often asked.
   */
  async schedule(
    tx: EntityManager,
    job: {
      name: string;
      key: string;
      dueAt: Date;
      payload?: Record<string, unknown>;
      /** JOB_PRIORITY: `person` for work someone is waiting for. */
      priority?: number;
    },
  ): Promise<void> {
    await tx
      .createQueryBuilder()
      .insert()
      .into(Job)
      .values({
        name: job.name,
        key: job.key,
        dueAt: job.dueAt,
        runAt: job.dueAt,
        status: 'pending',
        attempts: 0,
        priority: job.priority ?? JOB_PRIORITY.normal,
        // A plain JSON document; TypeORM's deep-partial type can't see that.
        payload: (job.payload ?? null) as QueryDeepPartialEntity<Job>['payload'],
      })
      .orIgnore()
      // An ignored insert has no id to read back.
      .updateEntity(false)
      .execute();
  }

  /**
   * Removes, in the caller's transaction, the one-off jobs of this name whose key starts
   * with `keyPrefix` and that have not run or have failed: a schedule changed or withdrawn.
   */
  async cancel(tx: EntityManager, name: string, keyPrefix: string): Promise<void> {
    // SQLite's LIKE has no escape character by default: a prefix must hold no wildcard.
    if (/[%_\\]/.test(keyPrefix)) throw new Error(`Job key prefix ${keyPrefix} holds a wildcard`);
    await tx.delete(Job, {
      name,
      key: Like(`${keyPrefix}%`),
      status: In(['pending', 'failed']),
    });
  }

  /** Makes a recurring job due now and looks for work at once (a new mail to send). */
  runNow(name: string): void {
    if (this.stopping.signal.aborted || !this.definitions.has(name)) return;
    this.dataSource
      .getRepository(Job)
      .update({ name, key: RECURRING_KEY, status: 'pending' }, { runAt: new Date() })
      .then((done) => {
        // Running right now (here or elsewhere): it runs again once done here.
        if (!done.affected) this.rerun.add(name);
        this.kick();
      })
      .catch((error: unknown) => this.logger.warn(`Could not wake ${name}: ${String(error)}`));
  }

  /** Looks for due work now, here (a job was just written). */
  wake(): void {
    this.kick();
  }

  /**
   * Makes the failing jobs of this name due now, given-up ones included ("Retry now"), in
   * the caller's transaction; `keys` narrows it to those jobs. A job running right now is
   * left alone. Answers how many.
   */
  async retry(tx: EntityManager, name: string, keys?: string[]): Promise<number> {
    if (keys?.length === 0) return 0;
    const done = await tx.update(
      Job,
      { name, status: In(['pending', 'failed']), ...(keys ? { key: In(keys) } : {}) },
      { status: 'pending', runAt: new Date(), finishedAt: null },
    );
    return done.affected ?? 0;
  }

  /** What the dashboard shows: one-off jobs given up, and jobs failing and being retried. */
  async status(): Promise<JobsStatusAnswer> {
    const jobs = this.dataSource.getRepository(Job);
    const failing = { failedAt: Not(IsNull()), status: In(['pending', 'running', 'failed']) };
    const [rows, count] = await jobs.findAndCount({
      where: failing,
      order: { failedAt: 'DESC', id: 'DESC' },
      take: SHOWN_FAILURES,
    });
    const describe = (job: Job) =>
      (this.definitions.get(job.name)?.describe ?? DEFAULTS.describe)(job);
    const items = await Promise.all(rows.map(describe));
    return {
      failing: count,
      failures: rows.map((job, i) => ({
        id: job.id,
        name: job.name,
        key: job.key,
        status: job.status === 'failed' ? 'failed' : 'retrying',
        attempts: job.attempts,
        dueAt: job.dueAt.toISOString(),
        failedAt: (job.failedAt ?? job.dueAt).toISOString(),
        ...readError(job.lastError),
        item: items[i] ?? null,
      })),
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    const now = new Date();
    for (const [name, definition] of this.definitions) {
      if (definition.everyMs === null) continue;
      const dueAt = nextDue(definition.everyMs, now);
      await this.schedule(this.dataSource.manager, { name, key: RECURRING_KEY, dueAt });
    }
    this.timer = setInterval(() => this.kick(), this.config.jobPollSeconds * 1000);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    await Promise.allSettled(this.inFlight.values());
  }

  private define(name: string, definition: Definition): void {
    if (this.definitions.has(name)) throw new Error(`Job ${name} is registered twice`);
    this.definitions.set(name, definition);
  }

  /** Runs a poll now, or right after the one under way. */
  private kick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => this.logger.warn(`Job poll failed: ${String(error)}`))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.kick();
        }
      });
  }

  private async poll(): Promise<void> {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0 || this.definitions.size === 0) return;
    const jobs = await this.claim(room);
    for (const [i, job] of jobs.entries()) {
      // Jobs due together (the ten-minute audience jobs) started in one turn of the loop, and
      // on SQLite their handlers then ran back to back before any request: one turn each.
      if (i > 0) await letRequestsThrough();
      const run = this.run(job).finally(() => {
        this.inFlight.delete(job.id);
        // Room again: the next due job (a queue of mail) need not wait for the next poll.
        this.kick();
      });
      this.inFlight.set(job.id, run);
    }
  }

  /**
   * Claims due jobs this process can run: pending ones whose time has come, and running
   * ones whose lease ran out (their process died). Disjoint between processes: rows are
   * locked with SKIP LOCKED on PostgreSQL; SQLite runs one writing transaction at a time.
   */
  private async claim(limit: number): Promise<Job[]> {
    const now = new Date();
    if (!(await this.anyDue(now))) return [];
    const token = randomUUID();
    return this.dataSource.transaction(async (tx) => {
      const query = this.dueJobs(tx, now)
        .orderBy('j.priority', 'ASC')
        .addOrderBy('j.runAt', 'ASC')
        .addOrderBy('j.id', 'ASC')
        .limit(limit);
      if (this.dataSource.options.type === 'postgres') {
        query.setLock('pessimistic_write').setOnLocked('skip_locked');
      }
      const jobs = await query.getMany();
      if (jobs.length === 0) return [];
      for (const job of jobs) {
        const lease = new Date(now.getTime() + this.definitionOf(job).leaseMs);
        await tx.update(
          Job,
          { id: job.id },
          { status: 'running', lockedBy: token, runAt: lease, attempts: job.attempts + 1 },
        );
        Object.assign(job, { status: 'running', lockedBy: token, attempts: job.attempts + 1 });
      }
      return jobs;
    });
  }

  /**
   * Whether any job this process runs is due: asked before a claim, outside a transaction,
   * as one fixed statement. Most polls find nothing; built with the query builder inside the
   * claim's transaction, an idle poll held a SQLite API's event loop 25-35 ms every five
   * seconds (cold code run once a poll), a stall in one answer of about a hundred.
   */
  private async anyDue(now: Date): Promise<boolean> {
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT 1 FROM "jobs" WHERE ${DUE} LIMIT 1`,
      this.dueParameters(now),
    );
    const rows: unknown[] = await this.dataSource.query(sql, parameters);
    return rows.length > 0;
  }

  /** The jobs this process can run that are due at `now`, to claim. */
  private dueJobs(manager: EntityManager, now: Date) {
    return manager.getRepository(Job).createQueryBuilder('j').where(DUE, this.dueParameters(now));
  }

  private dueParameters(now: Date) {
    return { names: [...this.definitions.keys()], now };
  }

  private async run(job: Job): Promise<void> {
    const definition = this.definitionOf(job);
    const renew = setInterval(() => {
      const lease = new Date(Date.now() + definition.leaseMs);
      this.dataSource
        .getRepository(Job)
        .update({ id: job.id, lockedBy: job.lockedBy ?? '' }, { runAt: lease })
        .catch((error: unknown) => this.logger.warn(`Lease of job ${job.id}: ${String(error)}`));
    }, definition.leaseMs / 3);
    renew.unref();
    const lastAttempt = isLastAttempt(job, definition, new Date());
    // On SQLite every statement holds the event loop and their promises settle at once, so
    // the claim, the handler and the record of its end ran as one block: requests waiting
    // are let through between them.
    await letRequestsThrough();
    const started = Date.now();
    try {
      await definition.handler({
        id: job.id,
        name: job.name,
        key: job.key,
        dueAt: job.dueAt,
        payload: job.payload,
        attempt: job.attempts,
        lastAttempt,
        signal: this.stopping.signal,
      });
    } catch (error) {
      clearInterval(renew);
      await letRequestsThrough();
      await this.failed(job, error, lastAttempt).catch((e: unknown) =>
        this.logger.error(`Could not record the failure of job ${job.id}: ${String(e)}`),
      );
      return;
    }
    clearInterval(renew);
    const tookMs = Date.now() - started;
    // A long run is one an operator can set beside slow answers of the same moment (on
    // SQLite a job's statements hold the API's loop).
    if (tookMs >= LONG_RUN_MS) this.logger.log(`Job ${job.name} ran ${tookMs} ms`);
    await letRequestsThrough();
    await this.succeeded(job, definition).catch((e: unknown) =>
      this.logger.error(`Could not record the end of job ${job.id}: ${String(e)}`),
    );
  }

  /** Done: a one-off job is final; a recurring one waits for its next due time. */
  private async succeeded(job: Job, definition: Definition): Promise<void> {
    const now = new Date();
    const claim = { id: job.id, lockedBy: job.lockedBy ?? '' };
    const clean = { lockedBy: null, lastError: null, failedAt: null, finishedAt: now };
    if (definition.everyMs === null) {
      await this.dataSource.getRepository(Job).update(claim, { ...clean, status: 'done' });
      return;
    }
    const dueAt = nextDue(definition.everyMs, now);
    const again = this.rerun.delete(job.name);
    await this.dataSource.getRepository(Job).update(claim, {
      ...clean,
      status: 'pending',
      attempts: 0,
      dueAt,
      runAt: again ? now : dueAt,
    });
    if (again) this.kick();
  }

  /** Failed: tried again after a doubling delay, or given up (shown on the dashboard). */
  private async failed(job: Job, error: unknown, lastAttempt: boolean): Promise<void> {
    const definition = this.definitionOf(job);
    const now = new Date();
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const stored = storedError(error);
    const final =
      definition.everyMs === null && (error instanceof PermanentJobError || lastAttempt);
    this.logger.warn(
      `Job ${job.name} ${job.key} attempt ${job.attempts} failed${final ? ' (given up)' : ''}: ${reason}`,
    );
    const gap = retryGapMs(job, definition);
    await this.dataSource.getRepository(Job).update(
      { id: job.id, lockedBy: job.lockedBy ?? '' },
      {
        status: final ? 'failed' : 'pending',
        lockedBy: null,
        lastError: stored,
        failedAt: now,
        runAt: new Date(now.getTime() + gap),
        finishedAt: final ? now : null,
      },
    );
  }

  private definitionOf(job: Job): Definition {
    const definition = this.definitions.get(job.name);
    // Claims ask for registered names only.
    if (!definition) throw new Error(`No handler for job ${job.name}`);
    return definition;
  }

  /** Finished one-off jobs go after a month; the record of what ran stays in the audit log. */
  private async prune(): Promise<void> {
    const cutoff = new Date(Date.now() - KEEP_FINISHED_MS);
    await this.dataSource.getRepository(Job).delete({
      key: Not(RECURRING_KEY),
      status: In(['done', 'failed']),
      finishedAt: LessThan(cutoff),
    });
  }
}
