import { z } from './zod';

/** A whole number a query gives as text, from `min` to `max`; each refusal names `label`. */
export const wholeNumberText = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
