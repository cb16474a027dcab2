import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientLogo } from './client-logo.entity';
import { LogosController } from './logos.controller';
import { LogosService } from './logos.service';
import { ContentVersionModule } from '../content-version/content-version.module';
import { MediaLibraryModule } from '../media-library/media-library.module';

@Module({
  imports: [TypeOrmModule.forFeature([ClientLogo]), ContentVersionModule, MediaLibraryModule],
  controllers: [LogosController],
  providers: [LogosService],
})
export class LogosModule {}
