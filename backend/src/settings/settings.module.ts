import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { SiteSettingsRow } from './site-settings.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsRow])],
  controllers: [SettingsController],
  providers: [SettingsService],
})
export class SettingsModule {}
