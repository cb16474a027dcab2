import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { FocalPointsController } from './focal-points.controller';
import { FocalPoints } from './focal-points.service';

/** Focal points of images and the crops made around them. */
@Module({
  imports: [MediaModule, PortfolioModule],
  controllers: [FocalPointsController],
  providers: [FocalPoints],
})
export class FocalPointsModule {}
