import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersion } from './content-version.entity';
import { ContentVersionService } from './content-version.service';
import { ContentVersionStreams } from './content-version.stream';
import { PublicReadCache } from './public-read-cache';
import { PublicReadsAhead } from './public-reads-ahead';

@Module({
  imports: [TypeOrmModule.forFeature([ContentVersion])],
  providers: [ContentVersionService, ContentVersionStreams, PublicReadCache, PublicReadsAhead],
  exports: [PublicReadCache],
})
export class ContentVersionModule {}
