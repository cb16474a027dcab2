import {
  mediaListQuerySchema,
  mediaPatchSchema,
  mediaReplaceFieldsSchema,
  mediaUploadFieldsSchema,
} from '@prism/contracts/media-library';
import { createZodDto } from 'nestjs-zod';
import { multipartSchema } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';

export class MediaListQueryDto extends createZodDto(mediaListQuerySchema) {}
export class MediaPatchDto extends createZodDto(mediaPatchSchema) {}
export class MediaUploadFieldsDto extends createZodDto(mediaUploadFieldsSchema) {}
export class MediaReplaceFieldsDto extends createZodDto(mediaReplaceFieldsSchema) {}

export const mediaUploadForm = multipartSchema(mediaUploadFieldsSchema, {
  [IMAGE_FIELD]: { required: true },
});
export const mediaReplaceForm = multipartSchema(mediaReplaceFieldsSchema, {
  [IMAGE_FIELD]: { required: true, note: '; takes the place of the current file' },
});
