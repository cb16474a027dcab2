import {
  itemScheduleInputSchema,
  itemTranslationsSchema,
  langQuerySchema,
  portfolioFieldsSchema,
  portfolioListQuerySchema,
  portfolioUpdateSchema,
  SLUG_MAX,
} from '@prism/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { multipartSchema } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';

/** The text fields of the multipart form (the image travels as a file, see the interceptor). */
export class PortfolioFieldsDto extends createZodDto(portfolioFieldsSchema.strict()) {}
export type PortfolioFields = z.output<typeof portfolioFieldsSchema>;

/** PUT: the fields the person changed (ADR 081). */
export class PortfolioUpdateDto extends createZodDto(portfolioUpdateSchema.strict()) {}
export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;

export class PortfolioListQueryDto extends createZodDto(portfolioListQuerySchema.strict()) {}
export type PortfolioListQuery = z.output<typeof portfolioListQuerySchema>;

export class LangQueryDto extends createZodDto(langQuerySchema.strict()) {}

export class ItemTranslationsBody extends createZodDto(itemTranslationsSchema) {}

export class ItemScheduleBody extends createZodDto(itemScheduleInputSchema.strict()) {}

export class SlugParams extends createZodDto(
  z.object({ slug: z.string().max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`) }),
) {}

/** OpenAPI body of POST and PUT: the multipart text fields plus the image file. */
export const portfolioFormSchema = (mode: 'create' | 'update'): SchemaObject =>
  mode === 'create'
    ? multipartSchema(portfolioFieldsSchema.strict(), { [IMAGE_FIELD]: { required: true } }, [
        'noImage',
      ])
    : multipartSchema(portfolioUpdateSchema.strict(), {
        [IMAGE_FIELD]: { note: '; replaces the current image' },
      });
