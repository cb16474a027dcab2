import { auditListQuerySchema, auditSettingsSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class AuditListQueryDto extends createZodDto(auditListQuerySchema.strict()) {}

export class AuditSettingsDto extends createZodDto(auditSettingsSchema.strict()) {}
