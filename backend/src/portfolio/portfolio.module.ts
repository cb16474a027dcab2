import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaseStudyModule } from '../case-study/case-study.module';
import { MediaModule } from '../media/media.module';
import { PortfolioController } from './portfolio.controller';
import { PortfolioItem } from './portfolio-item.entity';
import { PortfolioService } from './portfolio.service';
import { PortfolioSchedule } from './portfolio-schedule';
import { ContentVersionModule } from '../content-version/content-version.module';
import { SettingsModule } from '../settings/settings.module';
import { MailModule } from '../mail/mail.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([PortfolioItem]),
    MediaModule,
    ContentVersionModule,
    CaseStudyModule,
    SettingsModule,
    MailModule,
  ],
  controllers: [PortfolioController],
  providers: [PortfolioService, PortfolioSchedule],
})
export class PortfolioModule {}
