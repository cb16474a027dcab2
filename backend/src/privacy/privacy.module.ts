import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionModule } from '../content-version/content-version.module';
import { PrivacyController } from './privacy.controller';
import { PRIVACY_ENTITIES } from './privacy.entities';
import { PrivacyService } from './privacy.service';
import { LeadPrivacy } from './lead-privacy.service';

/** Privacy under Québec's Law 25 (issue 46, ADR 081, docs/privacy.md). */
@Module({
  imports: [TypeOrmModule.forFeature(PRIVACY_ENTITIES), ContentVersionModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, LeadPrivacy],
  // The inbox records and answers each lead's consents and retention with LeadPrivacy.
  exports: [PrivacyService, LeadPrivacy],
})
export class PrivacyModule {}
