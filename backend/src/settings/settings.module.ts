import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { SiteSettingsRow } from './site-settings.entity';
import { ContentVersionModule } from '../content-version/content-version.module';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsRow]), ContentVersionModule],
  controllers: [SettingsController],
  providers: [SettingsService],
  // The portfolio reads the required languages before publishing, the inbox
  // the agency's address for replies.
  exports: [SettingsService],
})
export class SettingsModule {}
