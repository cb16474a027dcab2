import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionModule } from '../content-version/content-version.module';
import { REDIRECT_ENTITIES } from './redirect.entities';
import {
  NotFoundController,
  RedirectsController,
  SiteHitsController,
} from './redirects.controller';
import { RedirectsService } from './redirects.service';

/** Redirects, automatic ones on slug changes, and the 404 log. */
@Module({
  imports: [TypeOrmModule.forFeature(REDIRECT_ENTITIES), ContentVersionModule],
  controllers: [RedirectsController, NotFoundController, SiteHitsController],
  providers: [RedirectsService],
})
export class RedirectsModule {}
