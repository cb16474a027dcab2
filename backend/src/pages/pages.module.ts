import { Module } from '@nestjs/common';
import { ContentVersionModule } from '../content-version/content-version.module';
import { MailModule } from '../mail/mail.module';
import { MediaLibraryModule } from '../media-library/media-library.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { SettingsModule } from '../settings/settings.module';
import { JournalController } from './journal.controller';
import { NavigationController } from './navigation.controller';
import { NavigationService } from './navigation.service';
import { PageEdits } from './page-edits';
import { PageSchedule } from './page-schedule';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PublicJournal } from './public-journal.service';
import { PublicPages } from './public-pages.service';

/**
 * Pages built from blocks and the site's navigation (issue 50, ADR 099): staff edit them
 * with the portfolio item's rules; visitors read one language, images and projects resolved.
 * Journal posts are pages of the kind `post` (ADR 105), read by visitors through the journal.
 */
@Module({
  imports: [ContentVersionModule, SettingsModule, MediaLibraryModule, PortfolioModule, MailModule],
  controllers: [PagesController, JournalController, NavigationController],
  providers: [PageEdits, PagesService, PageSchedule, PublicPages, PublicJournal, NavigationService],
})
export class PagesModule {}
