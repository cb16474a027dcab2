import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionModule } from '../content-version/content-version.module';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { MediaLibraryModule } from '../media-library/media-library.module';
import { SettingsModule } from '../settings/settings.module';
import { CaseStudyController } from './case-study.controller';
import { CaseStudyMapper } from './case-study.mapper';
import { CaseStudyService } from './case-study.service';
import { ContentHealthService } from './content-health.service';
import { ItemEdits } from './item-edits';
import { PortfolioExtrasController } from './portfolio-extras.controller';
import { PortfolioImageStore } from './portfolio-image-store';
import { PortfolioItem } from './portfolio-item.entity';
import { PortfolioSchedule } from './portfolio-schedule';
import { PortfolioController } from './portfolio.controller';
import { PortfolioPreview } from './portfolio-preview';
import { PortfolioService } from './portfolio.service';
import { PreviewLinksService } from './preview-links.service';
import { ProjectMediaUses } from './project-media-uses';

/**
 * The portfolio item, one aggregate: the item row and its case-study parts (gallery,
 * before/after pairs, results), its translations, schedule and preview links (ADR 090).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PortfolioItem]),
    MediaModule,
    MediaLibraryModule,
    ContentVersionModule,
    SettingsModule,
    MailModule,
  ],
  controllers: [PortfolioController, CaseStudyController, PortfolioExtrasController],
  providers: [
    ItemEdits,
    PortfolioService,
    PortfolioSchedule,
    CaseStudyMapper,
    CaseStudyService,
    PreviewLinksService,
    ContentHealthService,
    PortfolioImageStore,
    ProjectMediaUses,
    PortfolioPreview,
  ],
  exports: [ItemEdits, CaseStudyMapper],
})
export class PortfolioModule {}
