import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

const MESSAGE = 'must be a positive whole number';

/** The `:id` of every route: a positive integer that fits the databases' 32-bit keys. */
export class IdParams extends createZodDto(
  z.object({
    id: z.coerce
      .number({ error: MESSAGE })
      .int(MESSAGE)
      .positive(MESSAGE)
      .max(2_147_483_647, MESSAGE),
  }),
) {}
