import { itemScheduleInputSchema, localeSchema, pageQueryFields, SLUG_MAX } from '@prism/contracts';
import {
  navigationSchema,
  PAGE_KINDS,
  pageFieldsSchema,
  pageLiveSchema,
  pagePatchSchema,
  pagePreviewSchema,
} from '@prism/contracts/pages';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { positiveId } from '../common/id-params';

export class PageFieldsDto extends createZodDto(pageFieldsSchema.strict()) {}
export class PagePatchDto extends createZodDto(pagePatchSchema.strict()) {}
export class PageLiveDto extends createZodDto(pageLiveSchema.strict()) {}
export class PageScheduleDto extends createZodDto(itemScheduleInputSchema.strict()) {}
export class PagePreviewDto extends createZodDto(pagePreviewSchema.strict()) {}
export class NavigationDto extends createZodDto(navigationSchema.strict()) {}

/**
 * GET /api/pages: a page of the list; `after` starts after a page instead; the
 * pages, or with `kind=post` the journal's posts.
 */
export class PageListQueryDto extends createZodDto(
  z
    .object({
      ...pageQueryFields,
      after: positiveId.optional(),
      kind: z.enum(PAGE_KINDS, { error: 'Kind must be page or post' }).optional(),
    })
    .strict(),
) {}

export class PublicPageParams extends createZodDto(
  z.object({
    locale: localeSchema,
    slug: z.string().max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`),
  }),
) {}

export class LangQuery extends createZodDto(z.object({ lang: localeSchema }).strict()) {}
