import { leadStageSchema, replySendSchema } from '@prism/contracts';
import { z } from 'zod';

/** The composer's rules: the server's reply body, and the stage as its select holds it. */
export const replyFormSchema = z.object({
  body: replySendSchema.shape.body,
  stage: z.union([z.literal(''), leadStageSchema]),
});
export type ReplyFormInput = z.input<typeof replyFormSchema>;
export type ReplyFormOutput = z.output<typeof replyFormSchema>;
