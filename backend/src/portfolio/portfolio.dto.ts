import {
  CASE_STUDY_LIMITS,
  LIMITS,
  PORTFOLIO_STATUSES,
  PORTFOLIO_CATEGORY_VALUES,
  itemTranslationsSchema,
  langQuerySchema,
  portfolioFieldsSchema,
  portfolioListQuerySchema,
  SLUG_MAX,
} from '@prism/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { imageFileSchema } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';

/** The text fields of the multipart form (the image travels as a file, see the interceptor). */
export class PortfolioFieldsDto extends createZodDto(portfolioFieldsSchema.strict()) {}
export type PortfolioFields = z.output<typeof portfolioFieldsSchema>;

export class PortfolioListQueryDto extends createZodDto(portfolioListQuerySchema.strict()) {}
export type PortfolioListQuery = z.output<typeof portfolioListQuerySchema>;

export class LangQueryDto extends createZodDto(langQuerySchema.strict()) {}

export class ItemTranslationsBody extends createZodDto(itemTranslationsSchema) {}

export class SlugParams extends createZodDto(
  z.object({ slug: z.string().max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`) }),
) {}

/** OpenAPI body of POST and PUT: multipart text fields plus the image file. */
export function portfolioFormSchema(mode: 'create' | 'update'): SchemaObject {
  const text = (maxLength: number) => ({ type: 'string', maxLength });
  return {
    type: 'object',
    required: [
      'title',
      'client',
      'description',
      'category',
      'year',
      ...(mode === 'create' ? [IMAGE_FIELD] : []),
    ],
    properties: {
      title: text(LIMITS.portfolio.title),
      client: text(LIMITS.portfolio.client),
      description: text(LIMITS.portfolio.description),
      category: { type: 'string', enum: [...PORTFOLIO_CATEGORY_VALUES] },
      year: { type: 'string', pattern: '^\\d{4}$', example: '2025' },
      featured: { type: 'string', enum: ['true', 'false'], default: 'false' },
      status: {
        type: 'string',
        enum: [...PORTFOLIO_STATUSES],
        description:
          mode === 'create' ? 'Defaults to published' : 'Absent: the status stays as it is',
      },
      coverAlt: {
        type: 'string',
        maxLength: CASE_STUDY_LIMITS.alt,
        description: 'Alt text of the cover image; absent on update: stays as it is',
      },
      titleFr: text(LIMITS.portfolio.title),
      descriptionFr: text(LIMITS.portfolio.description),
      coverAltFr: text(CASE_STUDY_LIMITS.alt),
      slugEn: { type: 'string', maxLength: SLUG_MAX, description: 'Absent: made from the title' },
      slugFr: {
        type: 'string',
        maxLength: SLUG_MAX,
        description: 'Absent: made from the French title',
      },
      readyEn: {
        type: 'string',
        enum: ['true', 'false'],
        description: 'Absent: a create is ready where complete, an update keeps it',
      },
      readyFr: {
        type: 'string',
        enum: ['true', 'false'],
        description: 'Absent: a create is ready where complete, an update keeps it',
      },
      [IMAGE_FIELD]: imageFileSchema(mode === 'update' ? '; replaces the current image' : ''),
      ...(mode === 'update'
        ? {
            noImage: {
              type: 'string',
              enum: ['true', 'false'],
              description: "'true' without a new image removes the current image",
            },
          }
        : {}),
    },
  };
}
