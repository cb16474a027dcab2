import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

const MESSAGE = 'must be a positive whole number';

/** A key in a path: a positive integer that fits the databases' 32-bit keys. */
export const positiveId = z.coerce
  .number({ error: MESSAGE })
  .int(MESSAGE)
  .positive(MESSAGE)
  .max(2_147_483_647, MESSAGE);

/** The `:id` of every route. */
export class IdParams extends createZodDto(z.object({ id: positiveId })) {}
