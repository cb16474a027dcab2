import { type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { invalidFields } from '../common/domain-error';
import {
  imageFormLimits,
  toUploadError,
  type FormShape,
} from '../media/image/image-upload.interceptor';

/** The two files of a before/after pair. */
export const PAIR_FIELDS = ['before', 'after'] as const;
export type PairFiles = Partial<Record<(typeof PAIR_FIELDS)[number], Express.Multer.File[]>>;

/**
 * Like ImageUploadInterceptor, for a form that carries two images, `before` and `after`
 * (req.files), each within the same limits.
 */
export class ImagePairUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['fields']>;

  constructor(shape: FormShape) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: imageFormLimits(shape),
    }).fields(PAIR_FIELDS.map((name) => ({ name, maxCount: 1 })));
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(pairError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

function pairError(error: unknown): Error {
  if (error instanceof MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
    return invalidFields([{ field: error.field ?? 'file', code: 'unknown_field' }]);
  }
  return toUploadError(error);
}
