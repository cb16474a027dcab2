import { createUserSchema, staffProfileSchema, updateUserRoleSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateUserDto extends createZodDto(createUserSchema.strict()) {}
export class UpdateUserRoleDto extends createZodDto(updateUserRoleSchema.strict()) {}
export class StaffProfileDto extends createZodDto(staffProfileSchema.strict()) {}
