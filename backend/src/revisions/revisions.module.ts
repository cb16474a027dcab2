import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreatedRecordVersionInterceptor, RecordVersionInterceptor } from './editable-record';
import { RecordKinds } from './record-kinds';
import { Revision } from './revision.entity';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';

/**
 * Revisions and the concurrency rule. Global, so the controllers of
 * the editable records can use `@EditableRecord` without importing this module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Revision])],
  controllers: [RevisionsController],
  providers: [
    RevisionsService,
    RecordKinds,
    RecordVersionInterceptor,
    CreatedRecordVersionInterceptor,
  ],
  exports: [
    RevisionsService,
    RecordKinds,
    RecordVersionInterceptor,
    CreatedRecordVersionInterceptor,
  ],
})
export class RevisionsModule {}
