import {
  applyDecorators,
  createParamDecorator,
  UseInterceptors,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LIMITS } from '@prism/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { ImageUploadInterceptor, type FormShape } from './image-upload.interceptor';

/** What the API takes as an image, as the OpenAPI description of a file field says it. */
export const IMAGE_RULES = `JPEG, PNG, WebP, AVIF or GIF, at most ${LIMITS.image.maxBytes / 1024 / 1024} MB and ${LIMITS.image.maxPixels / 1_000_000} megapixels`;

/** An image field of a multipart form, for its OpenAPI schema; `note` adds to the rules. */
export const imageFileSchema = (note = ''): SchemaObject => ({
  type: 'string',
  format: 'binary',
  description: `${IMAGE_RULES}${note}`,
});

/** A file field of a multipart form: whether it must come, and what it adds to the rules. */
export interface FileField {
  required?: boolean;
  note?: string;
}

/**
 * The OpenAPI schema of a multipart form: its text fields from the zod schema the server
 * parses them with (rules, defaults, what is optional), plus its image files.
 */
export function multipartSchema(
  fields: z.ZodType,
  files: Record<string, FileField>,
  omit: string[] = [],
): SchemaObject {
  const text = z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' }) as SchemaObject;
  const properties = Object.fromEntries(
    Object.entries(text.properties ?? {}).filter(([name]) => !omit.includes(name)),
  );
  return {
    ...text,
    required: [
      ...(text.required ?? []).filter((name) => !omit.includes(name)),
      ...Object.entries(files)
        .filter(([, file]) => file.required)
        .map(([name]) => name),
    ],
    properties: {
      ...properties,
      ...Object.fromEntries(
        Object.entries(files).map(([name, file]) => [name, imageFileSchema(file.note)]),
      ),
    },
  };
}

/** How many text fields and files a multipart form's schema lists: all it may carry. */
export function formShapeOf(schema: SchemaObject): FormShape {
  const fields = Object.values(schema.properties ?? {});
  const files = fields.filter((field) => 'format' in field && field.format === 'binary').length;
  return { fields: fields.length - files, files };
}

/**
 * A route that takes a multipart form with images: the interceptor parses it (one `image`
 * unless told otherwise), with room for every field `schema` lists and no more, and
 * `schema` describes it in the OpenAPI document.
 */
export function ImageForm(
  schema: SchemaObject,
  interceptor: new (shape: FormShape) => NestInterceptor = ImageUploadInterceptor,
): MethodDecorator {
  return applyDecorators(
    UseInterceptors(new interceptor(formShapeOf(schema))),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema }),
  );
}

/** The bytes of the form's one image (ImageUploadInterceptor), or undefined when none came. */
export const UploadedImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<Request>().file?.buffer,
);
