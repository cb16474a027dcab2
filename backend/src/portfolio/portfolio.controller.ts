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
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { PortfolioItemDto, SessionUser } from '@prism/contracts';
import type { Request, Response } from 'express';
import {
  PublicKnowingStaff,
  RequirePermissions,
  SESSION_COOKIE_NAME,
} from '../auth/access.decorators';
import { ApiErrorResponses } from '../media/api-error-responses';
import { ImageUploadInterceptor } from '../media/image/image-upload.interceptor';
import {
  MessageResponse,
  PortfolioFieldsDto,
  PortfolioItemResponse,
  PortfolioListQueryDto,
  portfolioFormSchema,
} from './portfolio.dto';
import { PortfolioService } from './portfolio.service';

@ApiTags('portfolio')
@Controller('api/portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  @PublicKnowingStaff()
  @ApiOperation({
    summary: 'Portfolio items, featured first, then in manual order, then newest',
    description:
      'Every published item (drafts too for signed-in staff), or with `category` only that category, and with `limit` only the first so many (the landing page asks for 12).',
  })
  @ApiOkResponse({ type: [PortfolioItemResponse.Output] })
  @ApiErrorResponses(400, 503)
  list(
    @Query() query: PortfolioListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<readonly PortfolioItemDto[]> {
    publicCache(req, res);
    return this.portfolio.list(query, isStaff(req));
  }

  @Get(':id')
  @PublicKnowingStaff()
  @ApiOperation({ summary: 'One portfolio item' })
  @ApiOkResponse({ type: PortfolioItemResponse.Output })
  @ApiErrorResponses(400, 404, 503)
  get(
    @Param() { id }: IdParams,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PortfolioItemDto> {
    publicCache(req, res);
    return this.portfolio.get(id, isStaff(req));
  }

  @Post()
  @RequirePermissions('add_portfolio')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Create an item; the image is required' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: portfolioFormSchema('create') })
  @ApiCreatedResponse({ type: PortfolioItemResponse.Output })
  @ApiErrorResponses(400, 413, 415, 503)
  create(
    @Body() fields: PortfolioFieldsDto,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.create(fields, image?.buffer);
  }

  @Put(':id')
  @RequirePermissions('edit_portfolio')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Replace the texts; a new image replaces the old one, noImage clears it',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: portfolioFormSchema('update') })
  @ApiOkResponse({ type: PortfolioItemResponse.Output })
  @ApiErrorResponses(400, 404, 413, 415, 503)
  update(
    @Param() { id }: IdParams,
    @Body() fields: PortfolioFieldsDto,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.update(id, fields, image?.buffer);
  }

  @Delete(':id')
  @RequirePermissions('delete_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an item and its image files' })
  @ApiOkResponse({ type: MessageResponse.Output })
  @ApiErrorResponses(400, 404, 503)
  async remove(@Param() { id }: IdParams): Promise<{ message: string }> {
    await this.portfolio.delete(id);
    return { message: 'Portfolio item deleted successfully' };
  }

  @Delete(':id/image/main')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete the main image of an item (the item stays)' })
  @ApiOkResponse({ type: MessageResponse.Output })
  @ApiErrorResponses(400, 404, 503)
  async removeImage(@Param() { id }: IdParams): Promise<{ message: string }> {
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
