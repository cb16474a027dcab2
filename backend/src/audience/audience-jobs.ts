import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner';
import { AudienceCounting } from './audience-counting.service';
import { AudienceRollUp } from './audience-rollup.service';

/** How often each job is due; each is idempotent, and the runner runs it once per due time. */
const EVERY_MS = 10 * 60 * 1000;

/**
 * The audience's three recurring jobs on the job runner: the salt
 * rotation, the roll-up of today and yesterday (and the panel's period, once a day), and
 * the retention sweep. The salt itself changes at midnight whatever the runner does: the
 * first key of a new day makes that day's salt.
 */
@Injectable()
export class AudienceJobs implements OnModuleInit {
  constructor(
    private readonly runner: JobRunner,
    private readonly counting: AudienceCounting,
    private readonly rollUp: AudienceRollUp,
  ) {}

  onModuleInit(): void {
    this.runner.every('audience.salt-rotation', EVERY_MS, async () => {
      await this.counting.rotateSalts(new Date());
    });
    this.runner.every('audience.roll-up', EVERY_MS, async () => {
      await this.rollUp.rollUpRecent(new Date());
    });
    this.runner.every('audience.retention', EVERY_MS, async () => {
      await this.rollUp.sweep(new Date());
    });
  }
}
