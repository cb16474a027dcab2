import { Module } from '@nestjs/common';
import { ContentVersionModule } from '../content-version/content-version.module';
import { MediaLibraryModule } from '../media-library/media-library.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { SettingsModule } from '../settings/settings.module';
import { NavigationController } from './navigation.controller';
import { NavigationService } from './navigation.service';
import { PageEdits } from './page-edits';
import { PageSchedule } from './page-schedule';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PublicPages } from './public-pages.service';

/**
 * Pages built from blocks and the site's navigation (issue 50, ADR 099): staff edit them
 * with the portfolio item's rules; visitors read one language, images and projects resolved.
 */
@Module({
  imports: [ContentVersionModule, SettingsModule, MediaLibraryModule, PortfolioModule],
  controllers: [PagesController, NavigationController],
  providers: [PageEdits, PagesService, PageSchedule, PublicPages, NavigationService],
})
export class PagesModule {}
