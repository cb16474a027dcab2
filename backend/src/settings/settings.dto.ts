import { siteSettingsSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class SiteSettingsDto extends createZodDto(siteSettingsSchema.strict()) {}
