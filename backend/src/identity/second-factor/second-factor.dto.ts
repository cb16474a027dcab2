import {
  passkeyAssertionSchema,
  passkeyRegistrationSchema,
  requiredRolesSchema,
  secondStepCodeSchema,
  totpCodeSchema,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class TotpCodeDto extends createZodDto(totpCodeSchema.strict()) {}
export class SecondStepCodeDto extends createZodDto(secondStepCodeSchema.strict()) {}
export class PasskeyRegistrationDto extends createZodDto(passkeyRegistrationSchema.strict()) {}
export class PasskeyAssertionDto extends createZodDto(passkeyAssertionSchema.strict()) {}
export class RequiredRolesDto extends createZodDto(requiredRolesSchema.strict()) {}

/** `:passkeyId` of the passkey routes: a credential id, base64url. */
export class PasskeyParams extends createZodDto(
  z.object({
    passkeyId: z
      .string()
      .max(1024)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a passkey id' }),
  }),
) {}
