import { createUserSchema, updateUserRoleSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateUserDto extends createZodDto(createUserSchema.strict()) {}
export class UpdateUserRoleDto extends createZodDto(updateUserRoleSchema.strict()) {}
