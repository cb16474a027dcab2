import { privacyPolicyInputSchema, privacySettingsSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { positiveId } from '../common/id-params';

export class PrivacySettingsDto extends createZodDto(privacySettingsSchema.strict()) {}

export class PrivacyPolicyDto extends createZodDto(privacyPolicyInputSchema.strict()) {}

/** The `:version` of a policy version's route. */
export class PolicyVersionParams extends createZodDto(z.object({ version: positiveId })) {}
