import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, Page as ListPage } from '@prism/contracts';
import type { PageAnswer, PageSummary, PublicPage } from '@prism/contracts/pages';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiPage } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { IdParams } from '../common/id-params';
import { MessageRoute } from '../common/message-route';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { CreatesEditableRecord, EditableRecord, IfMatch } from '../revisions/editable-record';
import {
  LangQuery,
  PageFieldsDto,
  PageListQueryDto,
  PageLiveDto,
  PagePatchDto,
  PagePreviewDto,
  PageScheduleDto,
  PublicPageParams,
} from './pages.dto';
import { PageSchedule } from './page-schedule';
import { PagesService } from './pages.service';
import { PublicPages } from './public-pages.service';

const NOT_READY = 'A language to go live lacks fields (`fields` names each, `fr.blocks.2.heading`)';

/**
 * Pages built from blocks (issue 50): the public reads first (their literal paths before
 * `:id`), then staff's, with the portfolio item's permissions and rules.
 */
@ApiTags('pages')
@Controller('api/pages')
export class PagesController {
  constructor(
    private readonly pages: PagesService,
    private readonly schedule: PageSchedule,
    private readonly publicPages: PublicPages,
  ) {}

  @Get('public')
  @Public()
  @ApiOperation({ summary: 'The pages live in `lang`, with their addresses, for the sitemap' })
  @ApiAnswer('PageSitemapEntry', { isArray: true })
  async sitemap(@Query() { lang }: LangQuery, @Req() req: Request, @Res() res: Response) {
    await sendPublicAnswer(req, res, await this.publicPages.sitemap(lang));
  }

  @Get('public/:locale/:slug')
  @Public()
  @ApiOperation({
    summary: 'The page live at /<locale>/<slug>, its images and project cards resolved',
    description:
      "When `slug` is the page's slug in the other language, answers `{ movedTo }`: the address the site answers 301 to.",
  })
  @ApiAnswer('PublicPageAnswer')
  @ApiDomainErrors({ 404: 'No page is live at that address' })
  async bySlug(
    @Param() { locale, slug }: PublicPageParams,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await sendPublicAnswer(req, res, await this.publicPages.bySlug(locale, slug));
  }

  @Post('preview')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'A draft as its public page would show it in `locale` (nothing is stored)',
  })
  @ApiAnswer('PublicPage', { status: 201 })
  preview(@Body() { locale, fields }: PagePreviewDto): Promise<PublicPage> {
    return this.publicPages.preview(locale, fields);
  }

  @Get()
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'A page of the pages, the one changed last first' })
  @ApiPage('PageSummary')
  @ApiDomainErrors({ 404: 'The page `after` names is not in the list' })
  list(@Query() query: PageListQueryDto): Promise<ListPage<PageSummary>> {
    return this.pages.list(query);
  }

  @Post()
  @RequirePermissions('add_portfolio')
  @CreatesEditableRecord('page')
  @ApiOperation({ summary: 'Create a page (live nowhere yet)' })
  @ApiAnswer('PageAnswer', { status: 201 })
  @ApiDomainErrors({ 409: 'A slug is another page’s in that language' })
  create(@Body() fields: PageFieldsDto): Promise<PageAnswer> {
    return this.pages.create(fields);
  }

  @Get(':id')
  @RequirePermissions('view_content')
  @ApiOperation({
    summary: 'One page: both languages, its blocks, where it is live, what each language lacks',
  })
  @ApiAnswer('PageAnswer')
  @EditableRecord('page')
  get(@Param() { id }: IdParams): Promise<PageAnswer> {
    return this.pages.get(id);
  }

  @Patch(':id')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Set the fields given (those the person changed), merged with a colleague’s',
    description:
      'Blocks merge by block id: a colleague’s change to another block or field stays; both changing the same one is a 409 naming it (`blocks.<id>.heading.fr`).',
  })
  @ApiAnswer('PageAnswer')
  @ApiDomainErrors({
    409: 'A slug is another page’s, or a colleague changed the same field since',
    422: 'A live language would lack a field (`fields` names each)',
  })
  @EditableRecord('page')
  update(
    @Param() { id }: IdParams,
    @Body() fields: PagePatchDto,
    @IfMatch() expected: number | null,
  ): Promise<PageAnswer> {
    return this.pages.update(id, fields, expected);
  }

  @Put(':id/live')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Take each language given live (true) or off the site (false)' })
  @ApiAnswer('PageAnswer')
  @ApiDomainErrors({ 422: NOT_READY })
  @EditableRecord('page')
  setLive(
    @Param() { id }: IdParams,
    @Body() body: PageLiveDto,
    @IfMatch() expected: number | null,
  ): Promise<PageAnswer> {
    return this.pages.setLive(id, body, expected);
  }

  @Put(':id/schedule')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary:
      "Set when the page goes live and leaves the site, in the agency's time zone (null: none)",
  })
  @ApiAnswer('PageAnswer')
  @ApiDomainErrors({ 422: `A time is past or out of order, or ${NOT_READY.toLowerCase()}` })
  @EditableRecord('page')
  setSchedule(
    @Param() { id }: IdParams,
    @Body() body: PageScheduleDto,
    @IfMatch() expected: number | null,
  ): Promise<PageAnswer> {
    return this.schedule.set(id, body, expected);
  }

  @MessageRoute(Delete(':id'), 'delete_portfolio', 'Delete a page (its revisions stay)')
  @EditableRecord('page')
  async remove(
    @Param() { id }: IdParams,
    @IfMatch() expected: number | null,
  ): Promise<MessageAnswer> {
    await this.pages.delete(id, expected);
    return { message: 'Page deleted' };
  }
}
