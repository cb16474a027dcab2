import { createUserSchema, updateUserRoleSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class CreateUserDto extends createZodDto(createUserSchema.strict()) {}
export class UpdateUserRoleDto extends createZodDto(updateUserRoleSchema.strict()) {}
export class UserIdParams extends createZodDto(
  z.object({ id: z.coerce.number().int().positive('must be a positive whole number') }),
) {}
