import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUDIENCE_SECRET_HEADER,
  type AudienceReport,
  type AudienceSettings,
  type PageViewBatchAnswer,
} from '@prism/contracts';
import type { Request } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { assertSiteServer } from '../common/site-server';
import { AppConfig } from '../config/app-config';
import { AudienceCounting } from './audience-counting.service';
import { AudienceReports } from './audience-report.service';
import { AudienceQueryDto, AudienceSettingsDto, PageViewBatchDto } from './audience.dto';

/** The Audience panel (owners and admins) and the owner's switch. */
@ApiTags('audience')
@Controller('api/admin/audience')
export class AudienceController {
  constructor(
    private readonly reports: AudienceReports,
    private readonly counting: AudienceCounting,
  ) {}

  @Get()
  @RequirePermissions('view_audience')
  @ApiOperation({
    summary: 'Visitors, page views, sources and leads over a range of days',
    description:
      'Days in the agency time zone, both inclusive (default: the last 30 days). Read from the daily roll-up, updated every 10 minutes. Visitors over several days are the sum of daily visitors.',
  })
  @ApiAnswer('AudienceReport')
  report(@Query() query: AudienceQueryDto): Promise<AudienceReport> {
    return this.reports.report(query);
  }

  @Get('settings')
  @RequirePermissions('view_audience')
  @ApiOperation({ summary: 'Whether page views are counted' })
  @ApiAnswer('AudienceSettings')
  settings(): Promise<AudienceSettings> {
    return this.counting.settings();
  }

  @Put('settings')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Switch counting on or off' })
  @ApiAnswer('AudienceSettings')
  saveSettings(@Body() body: AudienceSettingsDto): Promise<AudienceSettings> {
    return this.counting.saveSettings(body);
  }
}

/** Page views from the site server, in batches; never called by a browser. */
@ApiTags('audience')
@Controller('api/internal/audience')
export class AudienceIngestController {
  constructor(
    private readonly counting: AudienceCounting,
    private readonly config: AppConfig,
  ) {}

  @Post('views')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Store a batch of page views (site server only)',
    description: `The site server names itself with the \`${AUDIENCE_SECRET_HEADER}\` header (AUDIENCE_SECRET; unset: the one generated under DATA_DIR). The answer says whether counting is on.`,
  })
  @ApiAnswer('PageViewBatchAnswer')
  @ApiDomainErrors({ 403: 'Not the site server' })
  ingest(@Body() body: PageViewBatchDto, @Req() req: Request): Promise<PageViewBatchAnswer> {
    assertSiteServer(req, this.config.audienceSecret);
    return this.counting.ingest(body.views);
  }
}
