import { IdParams } from '../common/id-params';
import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactMessageAnswer,
  type MessageAnswer,
  type Page,
  type UnreadCountAnswer,
} from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { csvAttachment } from '../common/csv-export';
import { ApiAnswer, ApiFileAnswer, ApiPage } from '../common/api-answers';
import { AcceptsFormEncoded, ApiDomainErrors } from '../common/api-document';
import { ContactListQueryDto, ContactSubmissionDto } from './contact.dto';
import { ContactService } from './contact.service';
import { MessageRoute } from '../common/message-route';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @ApiOperation({
    summary: 'Send the contact form',
    description: `Rate-limited per client IP. The hidden "${CONTACT_HONEYPOT_FIELD}" field must stay empty: when filled in, the answer is the same but nothing is stored.`,
  })
  @AcceptsFormEncoded()
  @ApiAnswer('Message', { status: 201 })
  @ApiDomainErrors({ 429: 'Too many messages from this IP; see Retry-After' })
  async submit(@Body() body: ContactSubmissionDto, @Req() req: Request): Promise<MessageAnswer> {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...input } = body;
    await this.contact.submit(input, honeypot, req.ip ?? 'unknown', {
      ip: req.ip ?? '',
      userAgent: req.headers['user-agent'] ?? '',
    });
    return { message: 'Message sent' };
  }

  @Get()
  @RequirePermissions('view_messages')
  @ApiOperation({
    summary: 'A page of messages, newest first',
    description:
      '`q` searches name, e-mail, company and message as whole words, ignoring case and accents (the last word may be the start of one); `status`, `stage` and `assignee` filter.',
  })
  @ApiPage('ContactMessage')
  list(@Query() query: ContactListQueryDto): Promise<Page<ContactMessageAnswer>> {
    return this.contact.list(query);
  }

  @Get('unread-count')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Number of unread messages' })
  @ApiAnswer('UnreadCount')
  async unreadCount(): Promise<UnreadCountAnswer> {
    return { count: await this.contact.unreadCount() };
  }

  @Get('export.csv')
  @RequirePermissions('view_messages')
  @ApiOperation({
    summary: 'Download the messages as CSV',
    description:
      'Same filters as the list, every matching message, newest first. Cells a spreadsheet would run as a formula start with an apostrophe.',
  })
  @ApiFileAnswer(['text/csv'], 'A CSV attachment (UTF-8 with BOM, CRLF rows)')
  async exportCsv(
    @Query() query: ContactListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const lines = await this.contact.exportCsv(query);
    return csvAttachment(res, 'prism-messages', lines);
  }

  @MessageRoute(Post(':id/read'), 'reply_messages', 'Mark a message as read')
  async markRead(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.contact.markRead(id);
    return { message: 'Message marked as read' };
  }

  @MessageRoute(Delete(':id'), 'delete_messages', 'Delete a message for good')
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.contact.delete(id);
    return { message: 'Message deleted successfully' };
  }
}
