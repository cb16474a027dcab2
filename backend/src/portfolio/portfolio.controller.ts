import { CreatesEditableRecord, EditableRecord, IfMatch } from '../revisions/editable-record';
import { IdParams } from '../common/id-params';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, PortfolioItemAnswer, SessionUser } from '@prism/contracts';
import type { Request, Response } from 'express';
import {
  PublicReadingSession,
  RequirePermissions,
  SESSION_COOKIE_NAME,
} from '../common/access.decorators';
import { ApiAnswer, ApiPage } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { ImageForm, UploadedImage } from '../media/image/image-form.decorators';
import {
  ItemScheduleBody,
  ItemTranslationsBody,
  LangQueryDto,
  PortfolioFieldsDto,
  PortfolioListQueryDto,
  PortfolioPreviewDto,
  PortfolioUpdateDto,
  portfolioFormSchema,
  SlugParams,
} from './portfolio.dto';
import { PortfolioPreview } from './portfolio-preview';
import { PortfolioService } from './portfolio.service';
import { PortfolioSchedule } from './portfolio-schedule';
import { MessageRoute } from '../common/message-route';

@ApiTags('portfolio')
@Controller('api/portfolio')
export class PortfolioController {
  constructor(
    private readonly portfolio: PortfolioService,
    private readonly schedule: PortfolioSchedule,
    private readonly previews: PortfolioPreview,
  ) {}

  @Get()
  @PublicReadingSession()
  @ApiOperation({
    summary: 'A page of portfolio items, featured first, then in manual order, then newest',
    description:
      'Published items ready in `lang` (drafts and every language too for signed-in staff), with `category` only that category. The landing page asks for the first 12; `after` (an item id) starts the page after that item, as a project page does for its next project and the portfolio index page for its next page (24 a page).',
  })
  @ApiPage('PortfolioItem')
  @ApiDomainErrors({ 404: 'The item `after` names is not in the list' })
  async list(
    @Query() query: PortfolioListQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.portfolio.list(query, isStaff(req));
    publicCache(req, res);
    await sendPublicAnswer(req, res, answer);
  }

  @Get(':id')
  @PublicReadingSession()
  @ApiOperation({
    summary: 'One portfolio item, its texts in `lang` (en by default)',
    description:
      'Visitors get it only when it is published and ready in that language; staff get every item, with both languages under `translations`.',
  })
  @ApiAnswer('PortfolioItem')
  @EditableRecord('portfolio')
  async get(
    @Param() { id }: IdParams,
    @Query() { lang }: LangQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.portfolio.get(id, isStaff(req), lang);
    publicCache(req, res);
    await sendPublicAnswer(req, res, answer);
  }

  @Get('slug/:slug')
  @PublicReadingSession()
  @ApiOperation({ summary: 'One portfolio item by its slug in `lang` (en by default)' })
  @ApiAnswer('PortfolioItem')
  async getBySlug(
    @Param() { slug }: SlugParams,
    @Query() { lang }: LangQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.portfolio.getBySlug(slug, lang ?? 'en', isStaff(req));
    publicCache(req, res);
    await sendPublicAnswer(req, res, answer);
  }

  @Post('preview')
  @RequirePermissions('add_portfolio')
  @ApiOperation({
    summary:
      "A new item's draft (the new-project screen: no id yet) as its public page would show it in `locale` (nothing is stored)",
    description:
      'The body of POST /api/portfolio/:id/preview, laid over an empty item (id 0, no image, a draft): a field its save would refuse is refused here by name.',
  })
  @ApiAnswer('PortfolioItem', { status: 201 })
  previewNew(@Body() body: PortfolioPreviewDto): Promise<PortfolioItemAnswer> {
    return this.previews.preview(null, body);
  }

  @Post(':id/preview')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary:
      "The item as its public page would show it in `locale` with the editor's unsaved changes (nothing is stored)",
    description:
      'Each part is what its own save takes (`fields`: PUT /api/portfolio/:id, `caseStudy`: its case-study, `translations`: its translations), checked by the same schema: a field that save would refuse is refused here by name, e.g. `caseStudy.metrics.0.label`.',
  })
  @ApiAnswer('PortfolioItem', { status: 201 })
  preview(
    @Param() { id }: IdParams,
    @Body() body: PortfolioPreviewDto,
  ): Promise<PortfolioItemAnswer> {
    return this.previews.preview(id, body);
  }

  @Put(':id/translations')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Set the texts given of each language given (fr, en), with its slug and ready state',
  })
  @ApiAnswer('PortfolioItem')
  @ApiDomainErrors({ 422: 'A language marked ready lacks a field (fields name which)' })
  @EditableRecord('portfolio')
  saveTranslations(
    @Param() { id }: IdParams,
    @Body() body: ItemTranslationsBody,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.portfolio.saveTranslations(id, body, expected);
  }

  @Put(':id/schedule')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary:
      "Set when the item is published and unpublished, in the agency's time zone (null: none)",
  })
  @ApiAnswer('PortfolioItem')
  @ApiDomainErrors({ 422: 'A time is past, or unpublishing is not after publishing' })
  @EditableRecord('portfolio')
  setSchedule(
    @Param() { id }: IdParams,
    @Body() body: ItemScheduleBody,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.schedule.set(id, body, expected);
  }

  @Post()
  @RequirePermissions('add_portfolio')
  @CreatesEditableRecord('portfolio')
  @ImageForm(portfolioFormSchema('create'))
  @ApiOperation({ summary: 'Create an item; the image is required' })
  @ApiAnswer('PortfolioItem', { status: 201 })
  @ApiDomainErrors({
    422: 'A language the settings require is not ready (fields name what it lacks)',
  })
  create(
    @Body() fields: PortfolioFieldsDto,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<PortfolioItemAnswer> {
    return this.portfolio.create(fields, image);
  }

  @Put(':id')
  @RequirePermissions('edit_portfolio')
  @ImageForm(portfolioFormSchema('update'))
  @ApiOperation({
    summary:
      'Set the fields given (those the person changed); a new image replaces the old one, noImage clears it',
  })
  @ApiAnswer('PortfolioItem')
  @ApiDomainErrors({
    422: 'A language the settings require is not ready (fields name what it lacks)',
  })
  @EditableRecord('portfolio')
  update(
    @Param() { id }: IdParams,
    @Body() fields: PortfolioUpdateDto,
    @UploadedImage() image: Buffer | undefined,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.portfolio.update(id, fields, image, expected);
  }

  @MessageRoute(Delete(':id'), 'delete_portfolio', 'Delete an item and its image files')
  @EditableRecord('portfolio')
  async remove(
    @Param() { id }: IdParams,
    @IfMatch() expected: number | null,
  ): Promise<MessageAnswer> {
    await this.portfolio.delete(id, expected);
    return { message: 'Portfolio item deleted successfully' };
  }

  @MessageRoute(
    Delete(':id/image/main'),
    'edit_portfolio',
    'Delete the main image of an item (the item stays)',
  )
  @EditableRecord('portfolio')
  async removeImage(
    @Param() { id }: IdParams,
    @IfMatch() expected: number | null,
  ): Promise<MessageAnswer> {
    await this.portfolio.deleteImage(id, expected);
    return { message: 'Image deleted successfully' };
  }
}

/** Signed-in staff (any role) see drafts in lists and pages; visitors never do. */
function isStaff(req: Request): boolean {
  return Boolean((req as Request & { user?: SessionUser }).user);
}

/**
 * Public reads carry no private data, so anonymous visitors (and shared caches) may keep
 * them for a minute. Signed-in staff revalidate every time (ETag), so the admin screens
 * see their own changes at once; Vary keeps the two kinds of answer apart.
 */
function publicCache(req: Request, res: Response): void {
  const signedIn = Boolean(
    (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE_NAME],
  );
  res.setHeader('Vary', 'Cookie');
  res.setHeader('Cache-Control', signedIn ? 'private, no-cache' : 'public, max-age=60');
}
