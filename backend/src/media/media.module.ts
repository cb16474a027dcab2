import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ImagePipeline } from './image/image-pipeline';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { createObjectStorage } from './storage/create-object-storage';
import { ObjectStorage } from './storage/object-storage';

/** Object storage (disk or S3, by configuration), the image pipeline and GET /media/*. */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: ObjectStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => createObjectStorage(config.mediaStorage),
    },
    ImagePipeline,
    MediaService,
  ],
  exports: [ObjectStorage, ImagePipeline, MediaService],
})
export class MediaModule {}
