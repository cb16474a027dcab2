import {
  Body,
  Controller,
  createParamDecorator,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, Page } from '@prism/contracts';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import type { Request } from 'express';
import { basename } from 'node:path';
import { RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiPage } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { invalidFields } from '../common/domain-error';
import { IdParams } from '../common/id-params';
import { MessageRoute } from '../common/message-route';
import { ImageForm } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';
import {
  MediaListQueryDto,
  MediaPatchDto,
  MediaReplaceFieldsDto,
  MediaUploadFieldsDto,
  mediaReplaceForm,
  mediaUploadForm,
} from './media-library.dto';
import { MediaLibraryService } from './media-library.service';
import { MEDIA_LIMITS } from '@prism/contracts/media-library';

/** The form's image: its bytes and its file name as the person's computer named it. */
interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

const ImageFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile => {
    const file = context.switchToHttp().getRequest<Request>().file;
    if (!file) throw invalidFields([{ field: IMAGE_FIELD, code: 'required' }]);
    return { bytes: file.buffer, fileName: fileNameOf(file.originalname) };
  },
);

/** The last part of the name, without control characters, cut to the column's length. */
function fileNameOf(original: string): string {
  // eslint-disable-next-line no-control-regex
  const name = basename(original.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return name.trim().slice(0, MEDIA_LIMITS.fileName) || 'image';
}

/**
 * The media library. Read with view_content, changed with edit_portfolio, deleted
 * with delete_portfolio, as every other piece of content (docs/product.md#server-enforcement).
 */
@ApiTags('media-library')
@Controller('api/media-library')
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryService) {}

  @Get()
  @RequirePermissions('view_content')
  @ApiOperation({
    summary: 'A page of the library, newest first, each image with where it is used',
    description:
      '`q`: words the file name, an alt text or a caption holds, accents and case ignored.',
  })
  @ApiPage('MediaAsset')
  list(@Query() query: MediaListQueryDto): Promise<Page<MediaAssetDetail>> {
    return this.library.list(query);
  }

  @Get(':id')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'One image of the library, with where it is used' })
  @ApiAnswer('MediaAsset')
  @ApiDomainErrors({ 404: 'No image with this id' })
  get(@Param() { id }: IdParams): Promise<MediaAssetDetail> {
    return this.library.get(id);
  }

  @Post()
  @RequirePermissions('edit_portfolio')
  @ImageForm(mediaUploadForm)
  @ApiOperation({ summary: 'Add an image to the library (the same pipeline as every upload)' })
  @ApiAnswer('MediaAsset', { status: 201 })
  upload(
    @Body() fields: MediaUploadFieldsDto,
    @ImageFile() file: UploadedFile,
  ): Promise<MediaAssetDetail> {
    return this.library.upload({ ...file, alt: { fr: fields.altFr, en: fields.altEn } });
  }

  @Patch(':id')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Save the alt texts, captions and focal point given, from the version given',
    description:
      'A field someone changed since `version` to another value is a 409 naming it; their changes to other fields are kept. Pages that use the image show the change.',
  })
  @ApiAnswer('MediaAsset')
  @ApiDomainErrors({ 404: 'No image with this id', 409: 'A field changed since `version`' })
  patch(@Param() { id }: IdParams, @Body() body: MediaPatchDto): Promise<MediaAssetDetail> {
    return this.library.patch(id, body);
  }

  @Put(':id/file')
  @RequirePermissions('edit_portfolio')
  @ImageForm(mediaReplaceForm)
  @ApiOperation({
    summary: "Replace the image's file, keeping its id: every use shows the new one",
    description:
      'New renditions are stored, the image points at them, then the old ones are removed. The focal point goes back to the centre unless focalX and focalY are given.',
  })
  @ApiAnswer('MediaAsset')
  @ApiDomainErrors({ 404: 'No image with this id' })
  replace(
    @Param() { id }: IdParams,
    @Body() fields: MediaReplaceFieldsDto,
    @ImageFile() file: UploadedFile,
  ): Promise<MediaAssetDetail> {
    const focal =
      fields.focalX !== undefined && fields.focalY !== undefined
        ? { x: fields.focalX, y: fields.focalY }
        : undefined;
    return this.library.replace(id, { ...file, focal });
  }

  @MessageRoute(Delete(':id'), 'delete_portfolio', 'Delete an image no record uses')
  @ApiDomainErrors({
    404: 'No image with this id',
    409: 'The image is in use (in_use): the answer lists the uses',
  })
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.library.delete(id);
    return { message: 'Image deleted' };
  }
}
