import { leadStageSchema, leadUpdateSchema, type ContactMessageDto } from '@prism/contracts';
import { z } from 'zod';

/**
 * The lead bar's rules: the server's stage and assignee schemas, with the assignee as its
 * select holds it (a user id as text, '' for nobody).
 */
export const leadFormSchema = z.object({
  stage: leadStageSchema,
  assigneeId: z
    .string()
    .transform((id) => (id === '' ? null : Number(id)))
    .pipe(leadUpdateSchema.shape.assigneeId.unwrap()),
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormOutput = z.output<typeof leadFormSchema>;
export const LEAD_FORM_FIELDS = ['stage', 'assigneeId'] as const;

export function leadFormDefaults(message: ContactMessageDto): LeadFormInput {
  return { stage: message.stage, assigneeId: message.assignee ? String(message.assignee.id) : '' };
}
