import { z } from './zod';
import { noNul } from './no-nul';

/** A plain text field (no markup): trimmed, bounded, no NUL; empty allowed. */
export const plainText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label));
