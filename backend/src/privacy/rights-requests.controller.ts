import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  RIGHTS_LIMITS,
  type ErasureAnswer,
  type MessageAnswer,
  type Page,
  type PersonDataAnswer,
  type RightsRequestAnswer,
} from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiFileAnswer, ApiPage } from '../common/api-answers';
import { PageQueryDto } from '../common/page-query.dto';
import { AcceptsFormEncoded, ApiDomainErrors } from '../common/api-document';
import { csvAttachment, csvRow } from '../common/csv-export';
import { IdParams } from '../common/id-params';
import {
  PublicRightsRequestDto,
  RightsCloseDto,
  RightsConfirmDto,
  StaffRightsRequestDto,
} from './privacy.dto';
import { personDataCsv, RightsRequests } from './rights-requests.service';

/** The one answer of the public form, whatever the address (issue 46). */
export const REQUEST_RECEIVED =
  'If this address can receive e-mail, a link to confirm the request is on its way. Nothing is done before it is opened.';

/** Rights requests: the public form and its link, and staff's work on them (issue 46). */
@ApiTags('privacy')
@Controller('api')
export class RightsRequestsController {
  constructor(private readonly requests: RightsRequests) {}

  @Post('privacy/requests')
  @Public()
  @HttpCode(202)
  @AcceptsFormEncoded()
  @ApiOperation({
    summary: 'Ask to use a privacy right (public form)',
    description: `The same answer whether or not anything is stored about the address: a link to confirm is mailed to it, valid ${RIGHTS_LIMITS.confirmHours} hours. At most ${RIGHTS_LIMITS.perIpPerHour} requests per client address per hour.`,
  })
  @ApiAnswer('Message', { status: 202 })
  @ApiDomainErrors({ 429: 'Too many requests from this address; see Retry-After' })
  async submit(@Body() body: PublicRightsRequestDto, @Req() req: Request): Promise<MessageAnswer> {
    await this.requests.submit(body, req.ip ?? 'unknown');
    return { message: REQUEST_RECEIVED };
  }

  @Post('privacy/requests/confirm')
  @Public()
  @HttpCode(200)
  @AcceptsFormEncoded()
  @ApiOperation({ summary: 'Confirm a request with the link mailed to its address (once)' })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 410: 'The link has expired or was already used' })
  async confirm(@Body() body: RightsConfirmDto): Promise<MessageAnswer> {
    await this.requests.confirm(body.token);
    return { message: 'Request confirmed' };
  }

  @Get('admin/privacy/requests')
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary: 'A page of the rights requests: unconfirmed, then open, then done, each due first',
  })
  @ApiPage('RightsRequest')
  list(@Query() query: PageQueryDto): Promise<Page<RightsRequestAnswer>> {
    return this.requests.list(query);
  }

  @Post('admin/privacy/requests')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'Record a request received another way (due in 30 days)' })
  @ApiAnswer('RightsRequest', { status: 201 })
  record(@Body() body: StaffRightsRequestDto): Promise<RightsRequestAnswer> {
    return this.requests.record(body);
  }

  @Get('admin/privacy/requests/:id')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'One rights request' })
  @ApiAnswer('RightsRequest')
  get(@Param() { id }: IdParams): Promise<RightsRequestAnswer> {
    return this.requests.get(id);
  }

  @Get('admin/privacy/requests/:id/data')
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary: "Everything stored about the request's address, as JSON",
    description:
      'Leads, notes, replies, mail jobs, consent records, audit mentions and requests. The export is audited.',
  })
  @ApiAnswer('PersonData')
  data(@Param() { id }: IdParams): Promise<PersonDataAnswer> {
    return this.requests.data(id, 'json');
  }

  @Get('admin/privacy/requests/:id/data.csv')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'The same, as CSV: one line per field (record, id, field, value)' })
  @ApiFileAnswer(['text/csv'], 'A CSV attachment (UTF-8 with BOM, CRLF rows)')
  async dataCsv(
    @Param() { id }: IdParams,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const rows = personDataCsv(await this.requests.data(id, 'csv'));
    const body = `\uFEFF${rows.map((row) => csvRow(row)).join('')}`;
    return csvAttachment(
      res,
      `prism-personal-data-${id}`,
      (async function* () {
        yield await Promise.resolve(body);
      })(),
    );
  }

  @Post('admin/privacy/requests/:id/erase')
  @RequirePermissions('manage_privacy')
  @HttpCode(200)
  @ApiOperation({
    summary: "Erase what names the request's address, and close the request",
    description: 'Answers what was removed and what was kept, with the reason.',
  })
  @ApiAnswer('Erasure')
  @ApiDomainErrors({ 409: 'The request is not confirmed yet' })
  erase(@Param() { id }: IdParams): Promise<ErasureAnswer> {
    return this.requests.erase(id);
  }

  @Post('admin/privacy/requests/:id/close')
  @RequirePermissions('manage_privacy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close a request with what was answered' })
  @ApiAnswer('RightsRequest')
  @ApiDomainErrors({ 409: 'The request is not confirmed yet' })
  close(@Param() { id }: IdParams, @Body() body: RightsCloseDto): Promise<RightsRequestAnswer> {
    return this.requests.close(id, body.outcome);
  }
}
