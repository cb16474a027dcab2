import { Body, Controller, Get, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_LIMITS,
  INBOX_HEADERS,
  type AuditEntryAnswer,
  type AuditSettings,
} from '@prism/contracts';
import type { Response } from 'express';
import { RequirePermissions } from '../common/access.decorators';
import { csvAttachment } from '../common/csv-export';
import { ApiAnswer, ApiFileAnswer } from '../common/api-answers';
import { AuditListQueryDto, AuditSettingsDto } from './audit.dto';
import { AuditQueryService } from './audit-query.service';
import { AuditRetention } from './audit-retention.service';

const PAGING_HEADERS = {
  [INBOX_HEADERS.total]: {
    description: 'Entries matching the filter, over all pages',
    schema: { type: 'integer' },
  },
  [INBOX_HEADERS.page]: { description: 'This page (from 1)', schema: { type: 'integer' } },
  [INBOX_HEADERS.pageSize]: { description: 'Entries per page', schema: { type: 'integer' } },
} as const;

/** The audit log, for owners: read, filter, export, and its retention. Nothing edits it. */
@ApiTags('audit')
@Controller('api/admin/audit')
@RequirePermissions('view_audit')
export class AuditController {
  constructor(
    private readonly query: AuditQueryService,
    private readonly retention: AuditRetention,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List audit entries, newest first',
    description: `Filters: \`actor\` (a username, exactly), \`action\` (exact, or a prefix ending in a dot such as \`portfolio.\`), \`from\` and \`to\` (days, inclusive, UTC). Pages of ${AUDIT_LIMITS.defaultPageSize} unless \`pageSize\` (up to ${AUDIT_LIMITS.maxPageSize}).`,
  })
  @ApiAnswer('AuditEntry', { isArray: true, headers: PAGING_HEADERS })
  async list(
    @Query() filter: AuditListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryAnswer[]> {
    const page = await this.query.list(filter);
    res.setHeader(INBOX_HEADERS.total, String(page.total));
    res.setHeader(INBOX_HEADERS.page, String(page.page));
    res.setHeader(INBOX_HEADERS.pageSize, String(page.pageSize));
    return page.items;
  }

  @Get('export.csv')
  @ApiOperation({
    summary: 'Download the audit entries as CSV',
    description: 'Same filters as the list, every matching entry, newest first.',
  })
  @ApiFileAnswer(['text/csv'], 'A CSV attachment (UTF-8 with BOM, CRLF rows)')
  async exportCsv(
    @Query() filter: AuditListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const lines = await this.query.exportCsv(filter);
    return csvAttachment(res, 'prism-audit', lines);
  }

  @Get('settings')
  @ApiOperation({ summary: 'How many days entries are kept' })
  @ApiAnswer('AuditSettings')
  settings(): Promise<AuditSettings> {
    return this.retention.settings();
  }

  @Put('settings')
  @ApiOperation({
    summary: 'Set how many days entries are kept',
    description: 'Entries older than this are removed at once and then hourly.',
  })
  @ApiAnswer('AuditSettings')
  saveSettings(@Body() body: AuditSettingsDto): Promise<AuditSettings> {
    return this.retention.save(body);
  }
}
