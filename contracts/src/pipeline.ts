/** The inbox as a sales pipeline: each lead's stage, its assignee and internal notes. */
import { z } from './zod';
import { fieldCode } from './error-codes';
import type { Option } from './options';

export const LEAD_STAGES = [
  { value: 'new', label: 'New lead' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'proposal_sent', label: 'Proposal sent' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
  { value: 'archived', label: 'Archived' },
] as const satisfies readonly Option[];
export const LEAD_STAGE_VALUES = LEAD_STAGES.map((s) => s.value) as [
  (typeof LEAD_STAGES)[number]['value'],
  ...(typeof LEAD_STAGES)[number]['value'][],
];
export type LeadStage = (typeof LEAD_STAGE_VALUES)[number];

export const NOTE_MAX = 2000;

export const leadStageSchema = z.enum(LEAD_STAGE_VALUES, {
  error: `Stage must be one of ${LEAD_STAGE_VALUES.join(', ')}`,
});

const staffId = (label: string) =>
  z
    .number({ error: `${label} must be a user id or null` })
    .int(`${label} must be a user id or null`)
    .min(1, `${label} must be a user id or null`);

/** PATCH /api/contact/:id: move a lead along the pipeline or (un)assign it. */
export const leadUpdateSchema = z
  .object({
    stage: leadStageSchema.optional(),
    assigneeId: staffId('Assignee').nullable().optional(),
  })
  .strict()
  .refine((v) => v.stage !== undefined || v.assigneeId !== undefined, {
    message: 'Give a stage or an assignee',
    params: fieldCode('one_required'),
    path: ['stage'],
  })
  // The refine's rule for the document: at least one of the two fields.
  .meta({ anyOf: [{ required: ['stage'] }, { required: ['assigneeId'] }] });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** An internal note on a lead: staff only, never shown to the lead. */
export const noteSchema = z.object({
  body: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`)
    .refine((v) => !v.includes('\u0000'), {
      message: 'Note must not contain NUL characters',
      params: fieldCode('invalid_characters'),
    }),
});
export type NoteInput = z.infer<typeof noteSchema>;
