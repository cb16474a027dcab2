import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from '../contact/contact-message.entity';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { SettingsModule } from '../settings/settings.module';
import { AudienceController, AudienceIngestController } from './audience.controller';
import { AudienceCounting } from './audience-counting.service';
import { AudienceJobs } from './audience-jobs';
import { AudiencePeriods } from './audience-period.service';
import { AudienceReports } from './audience-report.service';
import { AudienceRollUp } from './audience-rollup.service';
import { AUDIENCE_ENTITIES } from './audience.entities';

/** Built-in, cookieless audience counting and its panel. */
@Module({
  // The site settings name the agency's time zone, where each day begins.
  imports: [
    TypeOrmModule.forFeature([...AUDIENCE_ENTITIES, ContactMessage, PortfolioItem]),
    SettingsModule,
  ],
  controllers: [AudienceController, AudienceIngestController],
  providers: [AudienceCounting, AudiencePeriods, AudienceRollUp, AudienceReports, AudienceJobs],
  exports: [AudienceCounting],
})
export class AudienceModule {}
