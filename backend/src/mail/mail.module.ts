import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailController } from './mail.controller';
import { MailOutbox } from './mail-outbox.service';
import { MailWorker } from './mail-worker';
import { Mailer, UnconfiguredMailer } from './mailer';
import { NodemailerMailer } from './nodemailer-mailer';

/** Staff notifications: the outbox, its worker and the SMTP adapter. */
@Module({
  controllers: [MailController],
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Mailer =>
        config.mail.smtpUrl
          ? new NodemailerMailer(
              config.mail.smtpUrl,
              config.mail.from,
              config.mail.sendTimeoutSeconds,
            )
          : new UnconfiguredMailer(),
    },
    MailOutbox,
    MailWorker,
  ],
  exports: [MailOutbox, MailWorker],
})
export class MailModule {}
