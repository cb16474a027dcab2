import { changePasswordSchema, loginSchema, reauthenticateSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class LoginDto extends createZodDto(loginSchema.strict()) {}
export class ChangePasswordDto extends createZodDto(changePasswordSchema.strict()) {}
export class ReauthenticateDto extends createZodDto(reauthenticateSchema) {}
