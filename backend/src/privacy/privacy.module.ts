import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionModule } from '../content-version/content-version.module';
import { PrivacyController } from './privacy.controller';
import { PRIVACY_ENTITIES } from './privacy.entities';
import { PrivacyService } from './privacy.service';
import { LeadPrivacy } from './lead-privacy.service';
import { RightsRequests } from './rights-requests.service';
import { RightsRequestsController } from './rights-requests.controller';
import { Incidents } from './incidents.service';
import { IncidentsController } from './incidents.controller';
import { MailModule } from '../mail/mail.module';
import { ThrottleModule } from '../throttle/throttle.module';

/** Privacy under Québec's Law 25 (issue 46, ADR 082, docs/privacy.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature(PRIVACY_ENTITIES),
    ContentVersionModule,
    MailModule,
    ThrottleModule,
  ],
  controllers: [PrivacyController, RightsRequestsController, IncidentsController],
  providers: [PrivacyService, LeadPrivacy, RightsRequests, Incidents],
  // The inbox records and answers each lead's consents and retention with LeadPrivacy.
  exports: [PrivacyService, LeadPrivacy],
})
export class PrivacyModule {}
