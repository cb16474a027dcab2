import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JobsStatusAnswer } from '@prism/contracts';
import { ApiAnswer } from '../common/api-answers';
import { SignedIn } from '../common/access.decorators';
import { JobRunner } from './job-runner';

@ApiTags('jobs')
@Controller('api/admin/jobs')
export class JobsController {
  constructor(private readonly runner: JobRunner) {}

  @Get('status')
  @SignedIn()
  @ApiOperation({ summary: 'Scheduled work that failed: being retried or given up' })
  @ApiAnswer('JobsStatus')
  status(): Promise<JobsStatusAnswer> {
    return this.runner.status();
  }
}
