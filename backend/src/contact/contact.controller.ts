import { IdParams } from '../common/id-params';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CONTACT_HONEYPOT_FIELD,
  INBOX_HEADERS,
  LIMITS,
  type ContactMessageDto,
  type MessageAnswer,
  type ReplyResponse,
  type UnreadCountResponse,
} from '@prism/contracts';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ContactListQueryDto, ContactSubmissionDto, ReplyDto } from './contact.dto';
import { ContactService } from './contact.service';

const PAGING_HEADERS = {
  [INBOX_HEADERS.total]: {
    description: 'Messages matching the filter, over all pages',
    schema: { type: 'integer' },
  },
  [INBOX_HEADERS.page]: { description: 'This page (from 1)', schema: { type: 'integer' } },
  [INBOX_HEADERS.pageSize]: { description: 'Messages per page', schema: { type: 'integer' } },
} as const;

const notFoundDoc = ApiNotFoundResponse({ description: 'No message with this id' });

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
  @ApiAnswer('Message', { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (see `fields`)' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this IP; see Retry-After' })
  async submit(@Body() body: ContactSubmissionDto, @Req() req: Request): Promise<MessageAnswer> {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...input } = body;
    await this.contact.submit(input, honeypot, req.ip ?? 'unknown');
    return { message: 'Message sent' };
  }

  @Get()
  @RequirePermissions('view_messages')
  @ApiOperation({
    summary: 'List messages, newest first',
    description: `Always a plain array. Without \`page\` the first page of ${LIMITS.inbox.defaultPageSize} is returned; \`pageSize\` goes up to ${LIMITS.inbox.maxPageSize}. \`q\` searches name, e-mail, company and message, ignoring case. Paging facts travel in headers.`,
  })
  @ApiAnswer('ContactMessage', { isArray: true, headers: PAGING_HEADERS })
  @ApiBadRequestResponse({ description: 'Unknown filter or out-of-range paging' })
  async list(
    @Query() query: ContactListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactMessageDto[]> {
    const page = await this.contact.list(query);
    res.setHeader(INBOX_HEADERS.total, String(page.total));
    res.setHeader(INBOX_HEADERS.page, String(page.page));
    res.setHeader(INBOX_HEADERS.pageSize, String(page.pageSize));
    return page.items;
  }

  @Get('unread-count')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Number of unread messages' })
  @ApiAnswer('UnreadCount')
  async unreadCount(): Promise<UnreadCountResponse> {
    return { count: await this.contact.unreadCount() };
  }

  @Get('export.csv')
  @RequirePermissions('view_messages')
  @ApiOperation({
    summary: 'Download the messages as CSV',
    description:
      'Same filters as the list, every matching message, newest first. Cells a spreadsheet would run as a formula start with an apostrophe.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV attachment (UTF-8 with BOM, CRLF rows)' })
  async exportCsv(
    @Query() query: ContactListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const lines = await this.contact.exportCsv(query);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="prism-messages-${day}.csv"`);
    return new StreamableFile(Readable.from(lines));
  }

  @Post(':id/read')
  @RequirePermissions('view_messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a message as read' })
  @ApiAnswer('Message')
  @notFoundDoc
  async markRead(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.contact.markRead(id);
    return { message: 'Message marked as read' };
  }

  @Post(':id/reply')
  @RequirePermissions('reply_messages')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save the staff reply to a message',
    description: 'Stores the reply and its date; no e-mail is sent. The read flag is unchanged.',
  })
  @ApiAnswer('ReplyAnswer')
  @ApiBadRequestResponse({ description: 'Empty or too long reply' })
  @notFoundDoc
  async reply(@Param() { id }: IdParams, @Body() body: ReplyDto): Promise<ReplyResponse> {
    const contactMessage = await this.contact.reply(id, body.reply);
    return { message: 'Reply saved successfully', contactMessage };
  }

  @Delete(':id')
  @RequirePermissions('delete_messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a message for good' })
  @ApiAnswer('Message')
  @notFoundDoc
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.contact.delete(id);
    return { message: 'Message deleted successfully' };
  }
}
