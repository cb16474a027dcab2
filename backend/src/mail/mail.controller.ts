import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-answers';
import type { MailRetryAnswer, MailStatusAnswer } from '@prism/contracts';
import { RequirePermissions } from '../common/access.decorators';
import { MailOutbox } from './mail-outbox.service';
import { MailWorker } from './mail-worker';

@ApiTags('mail')
@Controller('api/admin/mail')
export class MailController {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly worker: MailWorker,
  ) {}

  @Get('status')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Undelivered staff notifications and the latest error' })
  @ApiAnswer('MailStatus')
  status(): Promise<MailStatusAnswer> {
    return this.outbox.status();
  }

  @Post('retry')
  @RequirePermissions('reply_messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Try every undelivered notification again now' })
  @ApiAnswer('MailRetry')
  async retry(): Promise<MailRetryAnswer> {
    const retried = await this.outbox.retryNow();
    this.worker.wake();
    return { message: 'Retrying undelivered notifications', retried };
  }
}
