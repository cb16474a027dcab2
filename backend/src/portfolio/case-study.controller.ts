import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFiles } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  beforeAfterFieldsSchema,
  beforeAfterSourcesSchema,
  CASE_STUDY_LIMITS,
  galleryImageFieldsSchema,
  galleryImageSourceSchema,
  type GalleryImageAnswer,
  type PortfolioItemAnswer,
  type PreviewLinkAnswer,
  type SessionUser,
} from '@prism/contracts';
import { RequirePermissions } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParams } from '../common/id-params';
import { ApiDomainErrors } from '../common/api-document';
import { ImageForm, multipartSchema, UploadedImage } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';
import { ApiAnswer } from '../common/api-answers';
import {
  BeforeAfterFieldsDto,
  BeforeAfterSourcesDto,
  CaseStudyDto,
  ChildParams,
  GalleryImageFieldsDto,
  GalleryImageSourceDto,
  GalleryOrderDto,
  PreviewLinkInputDto,
} from './portfolio.dto';
import { CaseStudyService } from './case-study.service';
import { ImagePairUploadInterceptor, type PairFiles } from './image-pair-upload.interceptor';
import { PreviewLinksService } from './preview-links.service';
import { MessageRoute } from '../common/message-route';

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
    summary:
      'Set the fields given of the marketplace, services, challenge, approach, SEO texts and results',
  })
  @ApiAnswer('PortfolioItem')
  @EditableRecord('portfolio')
  saveCaseStudy(
    @Param() { id }: IdParams,
    @Body() body: CaseStudyDto,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.caseStudies.saveCaseStudy(id, body, expected);
  }

  @Post('gallery')
  @RequirePermissions('edit_portfolio')
  @ImageForm(
    multipartSchema(galleryImageFieldsSchema.strict(), {
      [IMAGE_FIELD]: { note: '; required unless mediaId names a library image' },
    }),
  )
  @ApiOperation({
    summary: `Add one image at the end of the gallery (at most ${CASE_STUDY_LIMITS.galleryImages}): a file, or a media library image`,
  })
  @ApiAnswer('GalleryImage', { status: 201 })
  @ApiDomainErrors({ 409: `The gallery already holds ${CASE_STUDY_LIMITS.galleryImages} images` })
  @EditableRecord('portfolio')
  addGalleryImage(
    @Param() { id }: IdParams,
    @Body() fields: GalleryImageFieldsDto,
    @UploadedImage() image: Buffer | undefined,
    @IfMatch() expected: number | null,
  ): Promise<GalleryImageAnswer> {
    return this.caseStudies.addGalleryImage(id, fields, image, expected);
  }

  @Put('gallery')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Order the gallery and set its alt texts and captions',
    description: 'The list must name every image the gallery holds now (else 409).',
  })
  @ApiAnswer('PortfolioItem')
  @ApiDomainErrors({ 409: 'The list does not name every image the gallery holds' })
  @EditableRecord('portfolio')
  saveGallery(
    @Param() { id }: IdParams,
    @Body() body: GalleryOrderDto,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.caseStudies.saveGallery(id, body, expected);
  }

  @Put('gallery/:childId/image')
  @RequirePermissions('edit_portfolio')
  @ImageForm(
    multipartSchema(galleryImageSourceSchema.strict(), {
      [IMAGE_FIELD]: { note: '; required unless mediaId names a library image' },
    }),
  )
  @ApiOperation({
    summary:
      "Put another image in a gallery image's place (a file, or a media library image); its place, alt texts and captions stay",
    description:
      'An upload the place held is removed with its files; a library image stays in the library.',
  })
  @ApiAnswer('GalleryImage')
  @EditableRecord('portfolio')
  replaceGalleryImage(
    @Param() { id, childId }: ChildParams,
    @Body() source: GalleryImageSourceDto,
    @UploadedImage() image: Buffer | undefined,
    @IfMatch() expected: number | null,
  ): Promise<GalleryImageAnswer> {
    return this.caseStudies.replaceGalleryImage(id, childId, source, image, expected);
  }

  @MessageRoute(
    Delete('gallery/:childId'),
    'edit_portfolio',
    'Remove one gallery image and its files (a library image stays in the library)',
  )
  @EditableRecord('portfolio')
  async deleteGalleryImage(
    @Param() { id, childId }: ChildParams,
    @IfMatch() expected: number | null,
  ): Promise<{ message: string }> {
    await this.caseStudies.deleteGalleryImage(id, childId, expected);
    return { message: 'Image deleted successfully' };
  }

  @Post('before-after')
  @RequirePermissions('edit_portfolio')
  @ImageForm(
    multipartSchema(beforeAfterFieldsSchema.strict(), {
      before: { note: '; required unless beforeMediaId names a library image' },
      after: { note: '; required unless afterMediaId names a library image' },
    }),
    ImagePairUploadInterceptor,
  )
  @ApiOperation({
    summary: `Add a before/after pair (at most ${CASE_STUDY_LIMITS.beforeAfterPairs}); each side a file or a media library image`,
  })
  @ApiAnswer('PortfolioItem', { status: 201 })
  @ApiDomainErrors({ 409: `The item already has ${CASE_STUDY_LIMITS.beforeAfterPairs} pairs` })
  @EditableRecord('portfolio')
  addBeforeAfter(
    @Param() { id }: IdParams,
    @Body() fields: BeforeAfterFieldsDto,
    @UploadedFiles() files: PairFiles | undefined,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.caseStudies.addBeforeAfter(
      id,
      fields,
      files?.before?.[0]?.buffer,
      files?.after?.[0]?.buffer,
      expected,
    );
  }

  @Put('before-after/:childId/images')
  @RequirePermissions('edit_portfolio')
  @ImageForm(
    multipartSchema(beforeAfterSourcesSchema.strict(), {
      before: { note: '; or beforeMediaId; the side sent is replaced' },
      after: { note: '; or afterMediaId; the side sent is replaced' },
    }),
    ImagePairUploadInterceptor,
  )
  @ApiOperation({
    summary:
      'Put another image on one side of a before/after pair or both (a file, or a media library image); its label and place stay',
    description:
      'At least one side. An upload a side held is removed with its files; a library image stays in the library.',
  })
  @ApiAnswer('PortfolioItem')
  @EditableRecord('portfolio')
  replaceBeforeAfterImages(
    @Param() { id, childId }: ChildParams,
    @Body() sources: BeforeAfterSourcesDto,
    @UploadedFiles() files: PairFiles | undefined,
    @IfMatch() expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.caseStudies.replaceBeforeAfterImages(
      id,
      childId,
      sources,
      { before: files?.before?.[0]?.buffer, after: files?.after?.[0]?.buffer },
      expected,
    );
  }

  @MessageRoute(
    Delete('before-after/:childId'),
    'edit_portfolio',
    'Remove a before/after pair and its files (library images stay in the library)',
  )
  @EditableRecord('portfolio')
  async deleteBeforeAfter(
    @Param() { id, childId }: ChildParams,
    @IfMatch() expected: number | null,
  ): Promise<{ message: string }> {
    await this.caseStudies.deleteBeforeAfter(id, childId, expected);
    return { message: 'Before/after pair deleted successfully' };
  }

  @Get('preview-links')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'Preview links of the item, newest first, with who made each' })
  @ApiAnswer('PreviewLink', { isArray: true })
  listPreviewLinks(@Param() { id }: IdParams): Promise<PreviewLinkAnswer[]> {
    return this.previews.list(id);
  }

  @Post('preview-links')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Create a preview link; the answer carries its token, shown this once',
  })
  @ApiAnswer('PreviewLink', { status: 201 })
  @ApiDomainErrors({ 409: 'Too many live preview links for this item' })
  createPreviewLink(
    @Param() { id }: IdParams,
    @Body() body: PreviewLinkInputDto,
    @CurrentUser() user: SessionUser,
  ): Promise<PreviewLinkAnswer> {
    return this.previews.create(id, body, user);
  }

  @Delete('preview-links/:childId')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Revoke a preview link (it answers 410 from then on)' })
  @ApiAnswer('PreviewLink')
  revokePreviewLink(@Param() { id, childId }: ChildParams): Promise<PreviewLinkAnswer> {
    return this.previews.revoke(id, childId);
  }
}
