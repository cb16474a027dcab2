import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  replySendSchema,
  replyTemplateInputSchema,
  type ContactReplyAnswer,
  type MessageAnswer,
  type ReplyDraftAnswer,
  type ReplySentAnswer,
  type ReplyTemplateAnswer,
  type SessionUser,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { RequirePermissions } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { IdParams, positiveId } from '../common/id-params';
import { ReplyTemplateService } from './reply-template.service';
import { ReplyService } from './reply.service';
import { MessageRoute } from '../common/message-route';

class ReplySendDto extends createZodDto(replySendSchema.strict()) {}
class ReplyTemplateDtoIn extends createZodDto(replyTemplateInputSchema.strict()) {}

class ReplyParams extends createZodDto(z.object({ id: positiveId, replyId: positiveId })) {}

@ApiTags('contact')
@Controller('api/contact')
export class RepliesController {
  constructor(
    private readonly replies: ReplyService,
    private readonly templates: ReplyTemplateService,
  ) {}

  @Get(':id/replies')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Replies e-mailed to a lead, oldest first, with their delivery' })
  @ApiAnswer('ContactReply', { isArray: true })
  thread(@Param() { id }: IdParams): Promise<ContactReplyAnswer[]> {
    return this.replies.thread(id);
  }

  @Get(':id/reply-drafts')
  @RequirePermissions('reply_messages')
  @ApiOperation({
    summary: "Every reply template filled in for this lead, in the lead's language",
    description:
      "The lead's name and project type replace {{name}} and {{projectType}}. `locale` is the language of `body`: the lead's, or the other one while the template has no text in it.",
  })
  @ApiAnswer('ReplyDraft', { isArray: true })
  drafts(@Param() { id }: IdParams): Promise<ReplyDraftAnswer[]> {
    return this.templates.drafts(id);
  }

  @Post(':id/replies')
  @RequirePermissions('reply_messages')
  @ApiOperation({
    summary: 'E-mail a reply to the lead',
    description:
      'Queued in the mail outbox and sent from the agency\'s address (settings), reply-to the sender, threaded. A new lead becomes "contacted" unless `stage` says otherwise. The same `key` again answers the same reply and sends nothing more.',
  })
  @ApiAnswer('ReplySent', { status: 201 })
  @ApiDomainErrors({
    409: 'The key was used for a reply to another message',
    429: "The sender's replies per window are spent (reason reply_limit); see Retry-After",
  })
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
  @ApiDomainErrors({ 409: 'Already delivered, or being sent right now' })
  retry(@Param() { id, replyId }: ReplyParams): Promise<ContactReplyAnswer> {
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
  list(): Promise<ReplyTemplateAnswer[]> {
    return this.templates.list();
  }

  @Post()
  @RequirePermissions('manage_settings')
  @ApiOperation({
    summary:
      'Add a reply template in French and English (owners); {{name}} and {{projectType}} fill in',
  })
  @ApiAnswer('ReplyTemplate', { status: 201 })
  create(@Body() body: ReplyTemplateDtoIn): Promise<ReplyTemplateAnswer> {
    return this.templates.create(body);
  }

  @Put(':id')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Change a reply template (owners)' })
  @ApiAnswer('ReplyTemplate')
  update(
    @Param() { id }: IdParams,
    @Body() body: ReplyTemplateDtoIn,
  ): Promise<ReplyTemplateAnswer> {
    return this.templates.update(id, body);
  }

  @MessageRoute(Delete(':id'), 'manage_settings', 'Delete a reply template (owners)')
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.templates.remove(id);
    return { message: 'Template deleted' };
  }
}
