import {
  applyDecorators,
  createParamDecorator,
  UseInterceptors,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LIMITS } from '@prism/contracts';
import type { Request } from 'express';
import { ImageUploadInterceptor } from './image-upload.interceptor';

/** What the API takes as an image, as the OpenAPI description of a file field says it. */
export const IMAGE_RULES = `JPEG, PNG, WebP, AVIF or GIF, at most ${LIMITS.image.maxBytes / 1024 / 1024} MB and ${LIMITS.image.maxPixels / 1_000_000} megapixels`;

/** An image field of a multipart form, for its OpenAPI schema; `note` adds to the rules. */
export const imageFileSchema = (note = ''): SchemaObject => ({
  type: 'string',
  format: 'binary',
  description: `${IMAGE_RULES}${note}`,
});

/**
 * A route that takes a multipart form with images: `interceptor` parses it (one `image`
 * unless told otherwise) and `schema` describes it in the OpenAPI document.
 */
export function ImageForm(
  schema: SchemaObject,
  interceptor: Type<NestInterceptor> = ImageUploadInterceptor,
): MethodDecorator {
  return applyDecorators(
    UseInterceptors(interceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema }),
  );
}

/** The bytes of the form's one image (ImageUploadInterceptor), or undefined when none came. */
export const UploadedImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<Request>().file?.buffer,
);
