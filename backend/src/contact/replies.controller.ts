import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  replySendSchema,
  replyTemplateInputSchema,
  type ContactReplyDto,
  type MessageAnswer,
  type ReplySentAnswer,
  type ReplyTemplateDto,
  type SessionUser,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { RequirePermissions } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiAnswer } from '../common/api-answers';
import { IdParams } from '../common/id-params';
import { ReplyTemplateService } from './reply-template.service';
import { ReplyService } from './reply.service';

class ReplySendDto extends createZodDto(replySendSchema.strict()) {}
class ReplyTemplateDtoIn extends createZodDto(replyTemplateInputSchema.strict()) {}

const POSITIVE = 'must be a positive whole number';
const positiveId = z.coerce
  .number({ error: POSITIVE })
  .int(POSITIVE)
  .positive(POSITIVE)
  .max(2_147_483_647, POSITIVE);
class ReplyParams extends createZodDto(z.object({ id: positiveId, replyId: positiveId })) {}

@ApiTags('contact')
@Controller('api/contact')
export class RepliesController {
  constructor(private readonly replies: ReplyService) {}

  @Get(':id/replies')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Replies e-mailed to a lead, oldest first, with their delivery' })
  @ApiAnswer('ContactReply', { isArray: true })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  thread(@Param() { id }: IdParams): Promise<ContactReplyDto[]> {
    return this.replies.thread(id);
  }

  @Post(':id/replies')
  @RequirePermissions('reply_messages')
  @ApiOperation({
    summary: 'E-mail a reply to the lead',
    description:
      'Queued in the mail outbox and sent from the agency\'s address (settings), reply-to the sender, threaded. A new lead becomes "contacted" unless `stage` says otherwise. The same `key` again answers the same reply and sends nothing more.',
  })
  @ApiAnswer('ReplySent', { status: 201 })
  @ApiBadRequestResponse({ description: 'Empty or too long reply, bad key or stage' })
  @ApiConflictResponse({ description: 'The key was used for a reply to another message' })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  send(
    @CurrentUser() me: SessionUser,
    @Param() { id }: IdParams,
    @Body() body: ReplySendDto,
  ): Promise<ReplySentAnswer> {
    return this.replies.send(me, id, body);
  }

  @Post(':id/replies/:replyId/retry')
  @RequirePermissions('reply_messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Try an undelivered reply again now' })
  @ApiAnswer('ContactReply')
  @ApiConflictResponse({ description: 'Already delivered, or being sent right now' })
  @ApiNotFoundResponse({ description: 'No such reply on this message' })
  retry(@Param() { id, replyId }: ReplyParams): Promise<ContactReplyDto> {
    return this.replies.retry(id, replyId);
  }
}

@ApiTags('contact')
@Controller('api/reply-templates')
export class ReplyTemplatesController {
  constructor(private readonly templates: ReplyTemplateService) {}

  @Get()
  @RequirePermissions('reply_messages')
  @ApiOperation({ summary: 'Reply templates, by name' })
  @ApiAnswer('ReplyTemplate', { isArray: true })
  list(): Promise<ReplyTemplateDto[]> {
    return this.templates.list();
  }

  @Post()
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Add a reply template (owners); {{name}} and {{projectType}} fill in' })
  @ApiAnswer('ReplyTemplate', { status: 201 })
  @ApiBadRequestResponse({ description: 'Missing name or body, or an unknown placeholder' })
  create(@Body() body: ReplyTemplateDtoIn): Promise<ReplyTemplateDto> {
    return this.templates.create(body);
  }

  @Put(':id')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Change a reply template (owners)' })
  @ApiAnswer('ReplyTemplate')
  @ApiNotFoundResponse({ description: 'No template with this id' })
  update(@Param() { id }: IdParams, @Body() body: ReplyTemplateDtoIn): Promise<ReplyTemplateDto> {
    return this.templates.update(id, body);
  }

  @Delete(':id')
  @RequirePermissions('manage_settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a reply template (owners)' })
  @ApiAnswer('Message')
  @ApiNotFoundResponse({ description: 'No template with this id' })
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.templates.remove(id);
    return { message: 'Template deleted' };
  }
}
