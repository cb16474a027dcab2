import { focalPointBodySchema, redirectBodySchema, siteHitsSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class RedirectBodyDto extends createZodDto(redirectBodySchema.strict()) {}
export class SiteHitsDto extends createZodDto(siteHitsSchema) {}
export class FocalPointBodyDto extends createZodDto(focalPointBodySchema.strict()) {}
