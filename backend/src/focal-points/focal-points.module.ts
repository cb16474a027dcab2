import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { MediaLibraryModule } from '../media-library/media-library.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { FocalPointsController } from './focal-points.controller';
import { FocalPoints } from './focal-points.service';

/** Focal points of images and the crops made around them. */
@Module({
  imports: [MediaModule, MediaLibraryModule, PortfolioModule],
  controllers: [FocalPointsController],
  providers: [FocalPoints],
})
export class FocalPointsModule {}
