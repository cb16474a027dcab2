import {
  beforeAfterFieldsSchema,
  beforeAfterSourcesSchema,
  caseStudySchema,
  galleryImageFieldsSchema,
  galleryImageSourceSchema,
  galleryOrderSchema,
  itemScheduleInputSchema,
  itemTranslationsSchema,
  langQuerySchema,
  portfolioFieldsSchema,
  portfolioListQuerySchema,
  portfolioOrderSchema,
  portfolioPreviewSchema,
  portfolioUpdateSchema,
  previewLinkSchema,
  SLUG_MAX,
} from '@prism/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { positiveId } from '../common/id-params';
import { multipartSchema } from '../media/image/image-form.decorators';
import { IMAGE_FIELD } from '../media/image/image-upload.interceptor';

/** The text fields of the multipart form (the image travels as a file, see the interceptor). */
export class PortfolioFieldsDto extends createZodDto(portfolioFieldsSchema.strict()) {}
export type PortfolioFields = z.output<typeof portfolioFieldsSchema>;

/** PUT: the fields the person changed. */
export class PortfolioUpdateDto extends createZodDto(portfolioUpdateSchema.strict()) {}
export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;

/** POST /api/portfolio/:id/preview: the editor's unsaved changes, each part as its save takes it. */
export class PortfolioPreviewDto extends createZodDto(portfolioPreviewSchema.strict()) {}
export type PortfolioPreview = z.output<typeof portfolioPreviewSchema>;

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

export class CaseStudyDto extends createZodDto(caseStudySchema.strict()) {}
export type CaseStudyFields = z.output<typeof caseStudySchema>;

export class GalleryImageFieldsDto extends createZodDto(galleryImageFieldsSchema.strict()) {}
export type GalleryImageFields = z.output<typeof galleryImageFieldsSchema>;

export class GalleryImageSourceDto extends createZodDto(galleryImageSourceSchema.strict()) {}
export type GalleryImageSource = z.output<typeof galleryImageSourceSchema>;

export class GalleryOrderDto extends createZodDto(galleryOrderSchema.strict()) {}
export type GalleryOrder = z.output<typeof galleryOrderSchema>;

export class BeforeAfterFieldsDto extends createZodDto(beforeAfterFieldsSchema.strict()) {}
export type BeforeAfterFields = z.output<typeof beforeAfterFieldsSchema>;

export class BeforeAfterSourcesDto extends createZodDto(beforeAfterSourcesSchema.strict()) {}
export type BeforeAfterSources = z.output<typeof beforeAfterSourcesSchema>;

export class PortfolioOrderDto extends createZodDto(portfolioOrderSchema.strict()) {}
export type PortfolioOrder = z.output<typeof portfolioOrderSchema>;

export class PreviewLinkInputDto extends createZodDto(previewLinkSchema.strict()) {}
export type PreviewLinkInput = z.output<typeof previewLinkSchema>;

/** Route params of a child row (gallery image, pair, preview link) of an item. */
export class ChildParams extends createZodDto(z.object({ id: positiveId, childId: positiveId })) {}

export class PreviewTokenParams extends createZodDto(z.object({ token: z.string().max(100) })) {}
