import { Body, Controller, Get, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditEntryAnswer, type AuditSettings, type Page } from '@prism/contracts';
import type { Response } from 'express';
import { RequirePermissions } from '../common/access.decorators';
import { csvAttachment } from '../common/csv-export';
import { ApiAnswer, ApiFileAnswer, ApiPage } from '../common/api-answers';
import { AuditListQueryDto, AuditSettingsDto } from './audit.dto';
import { AuditQueryService } from './audit-query.service';
import { AuditRetention } from './audit-retention.service';

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
    summary: 'A page of audit entries, newest first',
    description:
      'Filters: `actor` (a username, exactly), `action` (exact, or a prefix ending in a dot such as `portfolio.`), `from` and `to` (days, inclusive, UTC).',
  })
  @ApiPage('AuditEntry')
  list(@Query() filter: AuditListQueryDto): Promise<Page<AuditEntryAnswer>> {
    return this.query.list(filter);
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
