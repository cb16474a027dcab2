import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AudienceCounting } from './audience-counting.service';
import { AudienceRollUp } from './audience-rollup.service';

/** How often the jobs run; several copies running them is harmless (each is idempotent). */
const EVERY_MS = 10 * 60 * 1000;

/**
 * The audience's three jobs, run by one timer until the job runner (issue 24) takes them
 * over, each a plain method it can call as it is: the salt rotation, the roll-up of today
 * and yesterday, and the retention sweep (ADR 053). The salt itself changes at midnight
 * whatever the timer does: the first key of a new day makes that day's salt.
 */
@Injectable()
export class AudienceJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AudienceJobs');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly counting: AudienceCounting,
    private readonly rollUp: AudienceRollUp,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runAll(new Date()), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Every job once, at `now`; a failure is logged and the next run tries again. */
  async runAll(now: Date): Promise<void> {
    const jobs: [string, () => Promise<unknown>][] = [
      ['audience.salt-rotation', () => this.counting.rotateSalts(now)],
      ['audience.roll-up', () => this.rollUp.rollUpRecent(now)],
      ['audience.retention', () => this.rollUp.sweep(now)],
    ];
    for (const [name, job] of jobs) {
      try {
        await job();
      } catch (error) {
        this.logger.warn(`${name} failed: ${String(error)}`);
      }
    }
  }
}
