import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioImageStore } from '../portfolio/portfolio-image-store';
import { CaseStudyController } from './case-study.controller';
import { CaseStudyMapper } from './case-study.mapper';
import { CaseStudyService } from './case-study.service';
import { ContentHealthService } from './content-health.service';
import { PortfolioExtrasController } from './portfolio-extras.controller';
import { PreviewLinksService } from './preview-links.service';

/** Case studies (ADR 033): the parts of a portfolio item beyond the original form. */
@Module({
  imports: [MediaModule],
  controllers: [CaseStudyController, PortfolioExtrasController],
  providers: [
    CaseStudyMapper,
    CaseStudyService,
    PreviewLinksService,
    ContentHealthService,
    PortfolioImageStore,
  ],
  exports: [CaseStudyMapper, PortfolioImageStore],
})
export class CaseStudyModule {}
