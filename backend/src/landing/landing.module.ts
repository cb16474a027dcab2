import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionModule } from '../content-version/content-version.module';
import { LandingContentRow } from './landing-content.entity';
import { LandingController } from './landing.controller';
import { LandingService } from './landing.service';

@Module({
  imports: [TypeOrmModule.forFeature([LandingContentRow]), ContentVersionModule],
  controllers: [LandingController],
  providers: [LandingService],
})
export class LandingModule {}
