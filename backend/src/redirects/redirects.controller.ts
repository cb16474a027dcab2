import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUDIENCE_SECRET_HEADER,
  REDIRECT_LIMITS,
  type MessageAnswer,
  type NotFoundEntry,
  type Page,
  type RedirectAnswer,
  type RedirectImportAnswer,
} from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiFileAnswer, ApiPage } from '../common/api-answers';
import { PageQueryDto } from '../common/page-query.dto';
import { ApiDomainErrors } from '../common/api-document';
import { csvAttachment } from '../common/csv-export';
import { invalidFields } from '../common/domain-error';
import { IdParams } from '../common/id-params';
import { assertSiteServer } from '../common/site-server';
import { AppConfig } from '../config/app-config';
import { MessageRoute } from '../common/message-route';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { RedirectBodyDto, SiteHitsDto } from './redirects.dto';
import { RedirectsService } from './redirects.service';

const HOP_ERRORS = {
  409: 'A redirect from this path already exists',
  422: 'A loop or a chain of more than one hop (the field is named)',
};

/** The CSV file, in memory and small: it is parsed, never stored. */
const csvFileInterceptor = FileInterceptor('file', {
  limits: {
    fileSize: REDIRECT_LIMITS.maxImportBytes,
    files: 1,
    fields: 0,
    parts: 1,
    headerPairs: 20,
  },
});

/** Redirects staff manage (owners and admins). */
@ApiTags('redirects')
@Controller('api/redirects')
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  @Get()
  @RequirePermissions('view_redirects')
  @ApiOperation({ summary: 'A page of the redirects, by from-path, with their hit counts' })
  @ApiPage('Redirect')
  list(@Query() query: PageQueryDto): Promise<Page<RedirectAnswer>> {
    return this.redirects.list(query);
  }

  @Get('table')
  @Public()
  @ApiOperation({
    summary: 'The table the site server answers redirects from',
    description: 'from → [to, status, id], kept per content version (a redirect change raises it).',
  })
  @ApiAnswer('RedirectTable')
  async table(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendPublicAnswer(req, res, await this.redirects.table());
  }

  @Get('export.csv')
  @RequirePermissions('view_redirects')
  @ApiOperation({ summary: 'Download every redirect as CSV (the import reads the same file)' })
  @ApiFileAnswer(['text/csv'], 'A CSV attachment (UTF-8 with BOM, CRLF rows)')
  async exportCsv(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return csvAttachment(res, 'prism-redirects', await this.redirects.exportCsv());
  }

  @Post('import')
  @RequirePermissions('manage_redirects')
  @HttpCode(200)
  @UseInterceptors(csvFileInterceptor)
  @ApiOperation({
    summary: 'Add or replace redirects from a CSV file, all or nothing',
    description:
      'Columns from_path, to_path and status (301 or 302, default 301), named on the first line; other columns are ignored. A row with the from-path of an existing redirect replaces it. Each refused row is named by its line (`line 3: toPath`) and nothing is imported.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: '.csv, at most 1 MB' } },
    },
  })
  @ApiAnswer('RedirectImport')
  @ApiDomainErrors({ 400: 'A row is invalid (each named by its line)', ...HOP_ERRORS })
  importCsv(@UploadedFile() file: Express.Multer.File | undefined): Promise<RedirectImportAnswer> {
    if (!file) {
      throw invalidFields([{ field: 'file', code: 'file_required' }]);
    }
    return this.redirects.importCsv(file.buffer.toString('utf8'));
  }

  @Post()
  @RequirePermissions('manage_redirects')
  @ApiOperation({ summary: 'Add a redirect' })
  @ApiAnswer('Redirect', { status: 201 })
  @ApiDomainErrors(HOP_ERRORS)
  create(@Body() body: RedirectBodyDto): Promise<RedirectAnswer> {
    return this.redirects.create(body);
  }

  @Put(':id')
  @RequirePermissions('manage_redirects')
  @ApiOperation({ summary: 'Replace a redirect' })
  @ApiAnswer('Redirect')
  @ApiDomainErrors({ 404: 'No redirect with this id', ...HOP_ERRORS })
  update(@Param() { id }: IdParams, @Body() body: RedirectBodyDto): Promise<RedirectAnswer> {
    return this.redirects.update(id, body);
  }

  @MessageRoute(Delete(':id'), 'manage_redirects', 'Delete a redirect')
  @ApiDomainErrors({ 404: 'No redirect with this id' })
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.redirects.delete(id);
    return { message: 'Redirect deleted' };
  }
}

/** The 404 log (owners and admins). */
@ApiTags('redirects')
@Controller('api/not-found')
export class NotFoundController {
  constructor(private readonly redirects: RedirectsService) {}

  @Get()
  @RequirePermissions('view_redirects')
  @ApiOperation({
    summary: 'A page of the paths that answered 404 to visitors, most visited first',
    description: `The log keeps at most ${REDIRECT_LIMITS.notFoundCap} paths; past that the least visited (then longest unseen) are dropped.`,
  })
  @ApiPage('NotFoundEntry')
  list(@Query() query: PageQueryDto): Promise<Page<NotFoundEntry>> {
    return this.redirects.notFound(query);
  }

  @MessageRoute(Delete(':id'), 'manage_redirects', 'Forget a path of the 404 log')
  @ApiDomainErrors({ 404: 'No entry with this id' })
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.redirects.deleteNotFound(id);
    return { message: '404 entry deleted' };
  }
}

/** Redirect hits and 404s from the site server, in batches; never called by a browser. */
@ApiTags('redirects')
@Controller('api/internal/site-hits')
export class SiteHitsController {
  constructor(
    private readonly redirects: RedirectsService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Count redirect hits and 404s (site server only)',
    description: `The site server names itself with the \`${AUDIENCE_SECRET_HEADER}\` header, as for page views.`,
  })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 403: 'Not the site server' })
  async record(@Body() body: SiteHitsDto, @Req() req: Request): Promise<MessageAnswer> {
    assertSiteServer(req, this.config.audienceSecret);
    await this.redirects.recordHits(body);
    return { message: 'Recorded' };
  }
}
