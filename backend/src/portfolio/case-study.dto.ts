import {
  beforeAfterFieldsSchema,
  caseStudySchema,
  galleryImageFieldsSchema,
  galleryOrderSchema,
  portfolioOrderSchema,
  previewLinkSchema,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { positiveId } from '../common/id-params';

export class CaseStudyDto extends createZodDto(caseStudySchema.strict()) {}
export type CaseStudyFields = z.output<typeof caseStudySchema>;

export class GalleryImageFieldsDto extends createZodDto(galleryImageFieldsSchema.strict()) {}
export type GalleryImageFields = z.output<typeof galleryImageFieldsSchema>;

export class GalleryOrderDto extends createZodDto(galleryOrderSchema.strict()) {}
export type GalleryOrder = z.output<typeof galleryOrderSchema>;

export class BeforeAfterFieldsDto extends createZodDto(beforeAfterFieldsSchema.strict()) {}
export type BeforeAfterFields = z.output<typeof beforeAfterFieldsSchema>;

export class PortfolioOrderDto extends createZodDto(portfolioOrderSchema.strict()) {}
export type PortfolioOrder = z.output<typeof portfolioOrderSchema>;

export class PreviewLinkInputDto extends createZodDto(previewLinkSchema.strict()) {}
export type PreviewLinkInput = z.output<typeof previewLinkSchema>;

/** Route params of a child row (gallery image, pair, preview link) of an item. */
export class ChildParams extends createZodDto(z.object({ id: positiveId, childId: positiveId })) {}

export class PreviewTokenParams extends createZodDto(z.object({ token: z.string().max(100) })) {}
