import { IdParams } from '../common/id-params';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, PortfolioItemDto, SessionUser } from '@prism/contracts';
import type { Request, Response } from 'express';
import {
  PublicReadingSession,
  RequirePermissions,
  SESSION_COOKIE_NAME,
} from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { ApiErrorResponses } from '../media/api-error-responses';
import { ImageForm, UploadedImage } from '../media/image/image-form.decorators';
import { PortfolioFieldsDto, PortfolioListQueryDto, portfolioFormSchema } from './portfolio.dto';
import { PortfolioService } from './portfolio.service';

@ApiTags('portfolio')
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  @PublicReadingSession()
  @ApiOperation({
    summary: 'Portfolio items, featured first, then in manual order, then newest',
    description:
      'Every published item (drafts too for signed-in staff), or with `category` only that category, and with `limit` only the first so many (the landing page asks for 12).',
  })
  @ApiAnswer('PortfolioItem', { isArray: true })
  @ApiErrorResponses(400, 503)
  async list(
    @Query() query: PortfolioListQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.portfolio.list(query, isStaff(req));
    publicCache(req, res);
    sendPublicAnswer(req, res, answer);
  }

  @Get(':id')
  @PublicReadingSession()
  @ApiOperation({ summary: 'One portfolio item' })
  @ApiAnswer('PortfolioItem')
  @ApiErrorResponses(400, 404, 503)
  async get(@Param() { id }: IdParams, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.portfolio.get(id, isStaff(req));
    publicCache(req, res);
    sendPublicAnswer(req, res, answer);
  }

  @Post()
  @RequirePermissions('add_portfolio')
  @ImageForm(portfolioFormSchema('create'))
  @ApiOperation({ summary: 'Create an item; the image is required' })
  @ApiAnswer('PortfolioItem', { status: 201 })
  @ApiErrorResponses(400, 413, 415, 503)
  create(
    @Body() fields: PortfolioFieldsDto,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.create(fields, image);
  }

  @Put(':id')
  @RequirePermissions('edit_portfolio')
  @ImageForm(portfolioFormSchema('update'))
  @ApiOperation({
    summary: 'Replace the texts; a new image replaces the old one, noImage clears it',
  })
  @ApiAnswer('PortfolioItem')
  @ApiErrorResponses(400, 404, 413, 415, 503)
  update(
    @Param() { id }: IdParams,
    @Body() fields: PortfolioFieldsDto,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.update(id, fields, image);
  }

  @Delete(':id')
  @RequirePermissions('delete_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an item and its image files' })
  @ApiAnswer('Message')
  @ApiErrorResponses(400, 404, 503)
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.portfolio.delete(id);
    return { message: 'Portfolio item deleted successfully' };
  }

  @Delete(':id/image/main')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete the main image of an item (the item stays)' })
  @ApiAnswer('Message')
  @ApiErrorResponses(400, 404, 503)
  async removeImage(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.portfolio.deleteImage(id);
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
