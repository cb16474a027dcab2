import {
  incidentSchema,
  privacyPolicyInputSchema,
  privacySettingsSchema,
  publicRightsRequestSchema,
  rightsCloseSchema,
  rightsConfirmSchema,
  staffRightsRequestSchema,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { positiveId } from '../common/id-params';

export class PrivacySettingsDto extends createZodDto(privacySettingsSchema.strict()) {}

export class PrivacyPolicyDto extends createZodDto(privacyPolicyInputSchema.strict()) {}

/** The `:version` of a policy version's route. */
export class PolicyVersionParams extends createZodDto(z.object({ version: positiveId })) {}

export class PublicRightsRequestDto extends createZodDto(publicRightsRequestSchema.strict()) {}

export class StaffRightsRequestDto extends createZodDto(staffRightsRequestSchema.strict()) {}

export class RightsConfirmDto extends createZodDto(rightsConfirmSchema.strict()) {}

export class RightsCloseDto extends createZodDto(rightsCloseSchema.strict()) {}

export class IncidentDto extends createZodDto(incidentSchema) {}
