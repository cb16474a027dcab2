import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobRunner, type JobRun } from '../jobs/job-runner';
import { Mailer } from './mailer';
import { MAIL_SEND_JOB, Mail } from './mail.entity';
import { GIVE_UP_AFTER_MS, MailOutbox } from './mail-outbox.service';

/**
 * Sends the outbox as one-off jobs of the job runner: each mail is a
 * `mail.send` job, claimed in priority order (a reply before notifications), retried and
 * given up under the runner's one policy (doubling from MAIL_RETRY_BASE_SECONDS, for
 * three days), and shown with every other failing job on the dashboard. Registered only
 * when SMTP_URL is set: without it the jobs wait. Delivery is at least once (a process
 * killed mid-send leaves its job to be claimed again when the lease ends, and the stable
 * Message-ID lets a mail client recognise the resend); `sentAt`, written right after the
 * relay accepts, keeps a job run again after that from sending again.
 */
@Injectable()
export class MailWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    if (!this.config.mail.smtpUrl) {
      this.logger.warn('SMTP_URL is not set: staff notifications wait as "not configured"');
      return;
    }
    this.runner.handle(MAIL_SEND_JOB, (run) => this.send(run), {
      // Three SMTP stages at most, each bounded by MAIL_SEND_TIMEOUT_SECONDS, plus slack.
      leaseMs: (this.config.mail.sendTimeoutSeconds * 3 + 5) * 1000,
      retryBaseMs: this.config.mail.retryBaseSeconds * 1000,
      maxAttempts: Number.POSITIVE_INFINITY,
      giveUpAfterMs: GIVE_UP_AFTER_MS,
    });
  }

  /** The runner has finished its jobs by now (it stops first): the relay may close. */
  onApplicationShutdown(): void {
    this.mailer.close();
  }

  /** Looks for mail to send now (one was just written here). */
  wake(): void {
    if (this.config.mail.smtpUrl) this.runner.wake();
  }

  private async send(run: JobRun): Promise<void> {
    const mail = await this.dataSource.getRepository(Mail).findOneBy({ id: Number(run.key) });
    // Erased since (privacy), or sent by an earlier run that died before it was marked done.
    if (!mail || mail.sentAt) return;
    try {
      await this.mailer.send({
        from: mail.fromAddress,
        to: mail.recipient,
        replyTo: mail.replyToAddress
          ? { name: mail.replyToName ?? '', address: mail.replyToAddress }
          : null,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        messageId: mail.messageIdHeader,
        inReplyTo: mail.inReplyTo,
        references: mail.referencesHeader,
      });
    } catch (error) {
      if (run.lastAttempt) await this.outbox.scrub(this.dataSource.manager, mail);
      throw error;
    }
    await this.dataSource.transaction(async (tx) => {
      await tx.update(Mail, { id: mail.id, sentAt: IsNull() }, { sentAt: new Date() });
      await this.outbox.scrub(tx, mail);
    });
  }
}
