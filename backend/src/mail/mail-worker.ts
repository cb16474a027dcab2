import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Mailer } from './mailer';
import type { MailJob } from './mail-job.entity';
import { MailOutbox } from './mail-outbox.service';

/** How often an idle worker looks for due jobs (a new lead also wakes it at once). */
const POLL_MS = 1000;

/**
 * Delivers the outbox in the API process (ADR 027). Runs only when SMTP_URL is set.
 * A job is claimed for a lease longer than any one attempt can take; a process killed
 * mid-send leaves it to be claimed again when the lease ends (at-least-once, and the
 * stable Message-ID lets a mail client recognise the resend).
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /** Three SMTP stages at most, each bounded by MAIL_SEND_TIMEOUT_SECONDS, plus slack. */
  private get leaseMs(): number {
    return (this.config.mail.sendTimeoutSeconds * 3 + 5) * 1000;
  }

  onApplicationBootstrap(): void {
    if (!this.config.mail.smtpUrl) {
      this.logger.warn('SMTP_URL is not set: staff notifications wait as "not configured"');
      return;
    }
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.mailer.close();
  }

  /** Runs a delivery pass now (or right after the one under way). */
  wake(): void {
    if (this.stopped || !this.config.mail.smtpUrl) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error(`Mail delivery pass failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
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
