import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner';
import { JobsController } from './jobs.controller';

/**
 * The job runner. Global, so any feature registers its recurring or one-off
 * jobs by taking `JobRunner` in a provider's constructor.
 */
@Global()
@Module({
  controllers: [JobsController],
  providers: [JobRunner],
  exports: [JobRunner],
})
export class JobsModule {}
