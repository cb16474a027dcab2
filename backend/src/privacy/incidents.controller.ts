import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { IncidentAnswer, Page } from '@prism/contracts';
import type { Response } from 'express';
import { RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiFileAnswer, ApiPage } from '../common/api-answers';
import { csvAttachment } from '../common/csv-export';
import { PageQueryDto } from '../common/page-query.dto';
import { IdParams } from '../common/id-params';
import { Incidents } from './incidents.service';
import { IncidentDto } from './privacy.dto';

/** The register of confidentiality incidents: owners only (manage_privacy), issue 46. */
@ApiTags('privacy')
@Controller('api/admin/privacy/incidents')
export class IncidentsController {
  constructor(private readonly incidents: Incidents) {}

  @Get()
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'A page of the register, the incident known last first' })
  @ApiPage('Incident')
  list(@Query() query: PageQueryDto): Promise<Page<IncidentAnswer>> {
    return this.incidents.list(query);
  }

  @Get('export.csv')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'The register as CSV, every field, oldest first' })
  @ApiFileAnswer(['text/csv'], 'A CSV attachment (UTF-8 with BOM, CRLF rows)')
  async exportCsv(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return csvAttachment(res, 'prism-incident-register', await this.incidents.exportCsv());
  }

  @Post()
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary: 'Record an incident',
    description: 'Every field of the regulation; an incomplete entry is refused field by field.',
  })
  @ApiAnswer('Incident', { status: 201 })
  create(@Body() body: IncidentDto): Promise<IncidentAnswer> {
    return this.incidents.create(body);
  }

  @Put(':id')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'Update an incident (a notice sent, the measures taken)' })
  @ApiAnswer('Incident')
  update(@Param() { id }: IdParams, @Body() body: IncidentDto): Promise<IncidentAnswer> {
    return this.incidents.update(id, body);
  }
}
