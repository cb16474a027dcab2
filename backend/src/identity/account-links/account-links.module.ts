import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { AccountLinksController } from './account-links.controller';
import { AccountLinksService } from './account-links.service';
import { ResetThrottle } from './reset-throttle.service';

/** Password reset and invitations by e-mail (ADR 032). */
@Module({
  imports: [MailModule, SessionsModule, UsersModule],
  controllers: [AccountLinksController],
  providers: [AccountLinksService, ResetThrottle],
})
export class AccountLinksModule {}
