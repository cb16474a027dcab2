import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { LIMITS } from '@prism/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { DomainError, invalidFields } from '../../common/domain-error';

/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'image';

/** What a multipart image form may carry: how many text fields and how many files. */
export interface FormShape {
  fields: number;
  files: number;
}

/**
 * Bounds on a multipart image form: its files, each of at most LIMITS.image.maxBytes, and
 * as many flat text fields as its schema lists (the route's OpenAPI schema, so a client
 * that sends every documented field is never refused for their number), each at most
 * 32 KB (a 5000-character description in 4-byte UTF-8 fits).
 */
/** The most bytes one text field of an image form may hold. */
const FIELD_BYTES = 32 * 1024;

export function imageFormLimits({ fields, files }: FormShape) {
  return {
    fileSize: LIMITS.image.maxBytes,
    files,
    fields,
    parts: fields + files,
    fieldSize: FIELD_BYTES,
    fieldNameSize: 64,
    headerPairs: 20,
    fieldNestingDepth: 0,
  } satisfies multer.Options['limits'] & { fieldNestingDepth: number };
}

const MB = LIMITS.image.maxBytes / 1024 / 1024;

/**
 * Parses a multipart form with an optional `image` file into memory (req.file) and text
 * fields (req.body), within imageFormLimits of the form's shape. multer and busboy errors become DomainErrors
 * with a clear message: 413 when something is too large, 400 otherwise. The global guards
 * run first, so nobody without the permission gets a byte parsed.
 */
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['single']>;

  constructor(shape: FormShape) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      // Browsers send a file's name in UTF-8 (busboy's default reads it as Latin-1).
      defParamCharset: 'utf8',
      limits: imageFormLimits(shape),
    }).single(IMAGE_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toUploadError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

export function toUploadError(error: unknown): Error {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new DomainError(
          'image_too_large',
          { maxMb: MB },
          { fields: [{ field: error.field ?? IMAGE_FIELD, code: 'invalid' }] },
        );
      case 'LIMIT_FIELD_VALUE':
        return new DomainError(
          'payload_too_large',
          {},
          {
            fields: [
              {
                field: error.field ?? 'body',
                code: 'too_long',
                params: { max: FIELD_BYTES },
              },
            ],
          },
        );
      case 'LIMIT_FILE_COUNT':
        return invalidFields([{ field: IMAGE_FIELD, code: 'too_many', params: { max: 1 } }]);
      case 'LIMIT_UNEXPECTED_FILE':
        return invalidFields([
          error.field === IMAGE_FIELD
            ? { field: IMAGE_FIELD, code: 'too_many', params: { max: 1 } }
            : { field: error.field ?? 'file', code: 'unknown_field' },
        ]);
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new DomainError('malformed_form');
      default:
        return new DomainError('malformed_form');
    }
  }
  // busboy: a body that is not well-formed multipart.
  const message = error instanceof Error ? error.message : '';
  if (/boundary|part header|unexpected end|multipart/i.test(message)) {
    return new DomainError('malformed_form');
  }
  return error instanceof Error ? error : new Error(String(error));
}
