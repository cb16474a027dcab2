import { siteSettingsSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class SiteSettingsDto extends createZodDto(siteSettingsSchema.strict()) {}

/** The answer has the same shape as the body. */
export class SiteSettingsResponseDto extends createZodDto(siteSettingsSchema) {}
