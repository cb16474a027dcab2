import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { MediaLibraryController } from './media-library.controller';
import { MediaLibraryService } from './media-library.service';

/**
 * The media library. Modules whose records show library images import it: they
 * `resolve` ids to images and register where they use them (`registerUses`).
 */
@Module({
  imports: [MediaModule],
  controllers: [MediaLibraryController],
  providers: [MediaLibraryService],
  exports: [MediaLibraryService],
})
export class MediaLibraryModule {}
