import { audienceQuerySchema, audienceSettingsSchema, pageViewBatchSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class AudienceQueryDto extends createZodDto(audienceQuerySchema) {}
export class AudienceSettingsDto extends createZodDto(audienceSettingsSchema.strict()) {}
export class PageViewBatchDto extends createZodDto(pageViewBatchSchema) {}
