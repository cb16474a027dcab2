import { Module } from '@nestjs/common';
import { SvgUploadController } from './svg-upload.controller';
import { SvgUploadService } from './svg-upload.service';

@Module({
  controllers: [SvgUploadController],
  providers: [SvgUploadService],
})
export class SvgModule {}
