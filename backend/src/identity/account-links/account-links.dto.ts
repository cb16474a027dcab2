import {
  accountLinkLookupSchema,
  inviteUserSchema,
  passwordResetRequestSchema,
  useAccountLinkSchema,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class PasswordResetRequestDto extends createZodDto(passwordResetRequestSchema.strict()) {}
export class AccountLinkLookupDto extends createZodDto(accountLinkLookupSchema.strict()) {}
export class UseAccountLinkDto extends createZodDto(useAccountLinkSchema.strict()) {}
export class InviteUserDto extends createZodDto(inviteUserSchema.strict()) {}
