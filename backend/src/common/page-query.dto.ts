import { pageQuerySchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

/** The query of a paged list without filters of its own: `limit` and `cursor`. */
export class PageQueryDto extends createZodDto(pageQuerySchema.strict()) {}
