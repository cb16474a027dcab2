import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFiles,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CASE_STUDY_LIMITS,
  type GalleryImageDto,
  type PortfolioItemDto,
  type PreviewLinkDto,
  type SessionUser,
} from '@prism/contracts';
import { RequirePermissions } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParams } from '../common/id-params';
import { ApiErrorResponses } from '../media/api-error-responses';
import { ImageForm, imageFileSchema, UploadedImage } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';
import { ApiAnswer } from '../common/api-answers';
import {
  BeforeAfterFieldsDto,
  CaseStudyDto,
  ChildParams,
  GalleryImageFieldsDto,
  GalleryOrderDto,
  PreviewLinkInputDto,
} from './case-study.dto';
import { CaseStudyService } from './case-study.service';
import { ImagePairUploadInterceptor, type PairFiles } from './image-pair-upload.interceptor';
import { PreviewLinksService } from './preview-links.service';

/** The case-study parts of an item: texts and results, gallery, before/after, preview links. */
@ApiTags('portfolio')
@Controller('api/portfolio/:id')
export class CaseStudyController {
  constructor(
    private readonly caseStudies: CaseStudyService,
    private readonly previews: PreviewLinksService,
  ) {}

  @Put('case-study')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Replace the marketplace, services, challenge, approach, SEO texts and results',
  })
  @ApiAnswer('PortfolioItem')
  @ApiErrorResponses(400, 404, 503)
  saveCaseStudy(@Param() { id }: IdParams, @Body() body: CaseStudyDto): Promise<PortfolioItemDto> {
    return this.caseStudies.saveCaseStudy(id, body);
  }

  @Post('gallery')
  @RequirePermissions('edit_portfolio')
  @ImageForm({
    type: 'object',
    required: ['alt', IMAGE_FIELD],
    properties: {
      alt: { type: 'string', maxLength: CASE_STUDY_LIMITS.alt },
      caption: { type: 'string', maxLength: CASE_STUDY_LIMITS.caption },
      [IMAGE_FIELD]: imageFileSchema(),
    },
  })
  @ApiOperation({
    summary: `Add one image at the end of the gallery (at most ${CASE_STUDY_LIMITS.galleryImages})`,
  })
  @ApiAnswer('GalleryImage', { status: 201 })
  @ApiErrorResponses(400, 404, 409, 413, 415, 503)
  addGalleryImage(
    @Param() { id }: IdParams,
    @Body() fields: GalleryImageFieldsDto,
    @UploadedImage() image: Buffer | undefined,
  ): Promise<GalleryImageDto> {
    return this.caseStudies.addGalleryImage(id, fields, image);
  }

  @Put('gallery')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Order the gallery and set its alt texts and captions',
    description: 'The list must name every image the gallery holds now (else 409).',
  })
  @ApiAnswer('PortfolioItem')
  @ApiErrorResponses(400, 404, 409, 503)
  saveGallery(@Param() { id }: IdParams, @Body() body: GalleryOrderDto): Promise<PortfolioItemDto> {
    return this.caseStudies.saveGallery(id, body);
  }

  @Delete('gallery/:childId')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove one gallery image and its files' })
  @ApiAnswer('Message')
  @ApiErrorResponses(400, 404, 503)
  async deleteGalleryImage(@Param() { id, childId }: ChildParams): Promise<{ message: string }> {
    await this.caseStudies.deleteGalleryImage(id, childId);
    return { message: 'Image deleted successfully' };
  }

  @Post('before-after')
  @RequirePermissions('edit_portfolio')
  @ImageForm(
    {
      type: 'object',
      required: ['label', 'before', 'after'],
      properties: {
        label: { type: 'string', maxLength: CASE_STUDY_LIMITS.alt },
        before: imageFileSchema(),
        after: imageFileSchema(),
      },
    },
    ImagePairUploadInterceptor,
  )
  @ApiOperation({
    summary: `Add a before/after pair (at most ${CASE_STUDY_LIMITS.beforeAfterPairs})`,
  })
  @ApiAnswer('PortfolioItem', { status: 201 })
  @ApiErrorResponses(400, 404, 409, 413, 415, 503)
  addBeforeAfter(
    @Param() { id }: IdParams,
    @Body() fields: BeforeAfterFieldsDto,
    @UploadedFiles() files: PairFiles | undefined,
  ): Promise<PortfolioItemDto> {
    return this.caseStudies.addBeforeAfter(
      id,
      fields,
      files?.before?.[0]?.buffer,
      files?.after?.[0]?.buffer,
    );
  }

  @Delete('before-after/:childId')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a before/after pair and its files' })
  @ApiAnswer('Message')
  @ApiErrorResponses(400, 404, 503)
  async deleteBeforeAfter(@Param() { id, childId }: ChildParams): Promise<{ message: string }> {
    await this.caseStudies.deleteBeforeAfter(id, childId);
    return { message: 'Before/after pair deleted successfully' };
  }

  @Get('preview-links')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Preview links of the item, newest first, with who made each' })
  @ApiAnswer('PreviewLink', { isArray: true })
  @ApiErrorResponses(400, 404, 503)
  listPreviewLinks(@Param() { id }: IdParams): Promise<PreviewLinkDto[]> {
    return this.previews.list(id);
  }

  @Post('preview-links')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Create a preview link; the answer carries its token, shown this once',
  })
  @ApiAnswer('PreviewLink', { status: 201 })
  @ApiErrorResponses(400, 404, 409, 503)
  createPreviewLink(
    @Param() { id }: IdParams,
    @Body() body: PreviewLinkInputDto,
    @CurrentUser() user: SessionUser,
  ): Promise<PreviewLinkDto> {
    return this.previews.create(id, body, user);
  }

  @Delete('preview-links/:childId')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a preview link (it answers 410 from then on)' })
  @ApiAnswer('PreviewLink')
  @ApiErrorResponses(400, 404, 503)
  revokePreviewLink(@Param() { id, childId }: ChildParams): Promise<PreviewLinkDto> {
    return this.previews.revoke(id, childId);
  }
}
