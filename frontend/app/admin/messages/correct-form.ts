import { leadCorrectionSchema, type ContactMessageAnswer } from '@prism/contracts';
import { z } from 'zod';

/**
 * The correction dialog's rules (issue 46, rectification): the server's own rule for each
 * field, every field shown filled in; only the changed ones are sent.
 */
export const correctFormSchema = z.object({
  name: leadCorrectionSchema.shape.name.unwrap(),
  email: leadCorrectionSchema.shape.email.unwrap(),
  company: leadCorrectionSchema.shape.company.unwrap(),
});
export type CorrectFormInput = z.input<typeof correctFormSchema>;
export type CorrectFormOutput = z.output<typeof correctFormSchema>;
export const CORRECT_FORM_FIELDS = ['name', 'email', 'company'] as const;

export function correctFormDefaults(message: ContactMessageAnswer): CorrectFormInput {
  return { name: message.name, email: message.email, company: message.company };
}
