import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobRunner } from '../jobs/job-runner';
import { Mailer } from './mailer';
import type { MailJob } from './mail-job.entity';
import { MailOutbox } from './mail-outbox.service';

/** The job runner's name for a delivery pass over the outbox. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

/**
 * Delivers the outbox (ADR 027) as a recurring job of the job runner (ADR 045): a pass
 * every JOB_POLL_SECONDS, and at once when a mail is written here (`wake()`). Registered
 * only when SMTP_URL is set. Each mail is claimed for a lease longer than any one attempt
 * can take; a process killed mid-send leaves it to be claimed again when the lease ends
 * (at-least-once, and the stable Message-ID lets a mail client recognise the resend).
 */
@Injectable()
export class MailWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);

  constructor(
    private readonly outbox: MailOutbox,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly runner: JobRunner,
  ) {}

  /** Three SMTP stages at most, each bounded by MAIL_SEND_TIMEOUT_SECONDS, plus slack. */
  private get leaseMs(): number {
    return (this.config.mail.sendTimeoutSeconds * 3 + 5) * 1000;
  }

  onModuleInit(): void {
    if (!this.config.mail.smtpUrl) {
      this.logger.warn('SMTP_URL is not set: staff notifications wait as "not configured"');
      return;
    }
    this.runner.every(
      MAIL_DELIVERY_JOB,
      this.config.jobPollSeconds * 1000,
      ({ signal }) => this.drain(signal),
      // A pass outlives one mail's lease only while the process lives (the runner renews it).
      { leaseMs: 30_000 },
    );
  }

  /** The runner has finished its passes by now (it stops first): the relay may close. */
  onApplicationShutdown(): void {
    this.mailer.close();
  }

  /** Runs a delivery pass now (or right after the one under way). */
  wake(): void {
    if (this.config.mail.smtpUrl) this.runner.runNow(MAIL_DELIVERY_JOB);
  }

  private async drain(signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted) return;
      const jobs = await this.outbox.claim(this.leaseMs);
      if (jobs.length === 0) return;
      for (const job of jobs) await this.deliver(job);
    }
  }

  private async deliver(job: MailJob): Promise<void> {
    try {
      await this.mailer.send({
        from: job.fromAddress,
        to: job.recipient,
        replyTo: job.replyToAddress
          ? { name: job.replyToName ?? '', address: job.replyToAddress }
          : null,
        subject: job.subject,
        text: job.textBody,
        html: job.htmlBody,
        messageId: job.messageIdHeader,
        inReplyTo: job.inReplyTo,
        references: job.referencesHeader,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `Mail ${job.id} to ${job.recipient}: attempt ${job.attempts} failed: ${reason}`,
      );
      await this.outbox.markFailed(job, reason.slice(0, 2000));
      return;
    }
    await this.outbox.markSent(job);
  }
}
