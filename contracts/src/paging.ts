/**
 * Paged lists (issue 47, ADR 092): every list the API serves that grows with use answers one
 * page at a time, in the same shape. A call names how many items it wants (`limit`, at most
 * PAGE_SIZES.max) and where to go on from (`cursor`, the `nextCursor` of the page before);
 * the answer is `{ items, nextCursor }`, `nextCursor` null on the last page. A cursor is
 * opaque: the server writes it from the last item's place in the list's order (keyset), so a
 * page costs the same however deep it is and an item added or removed meanwhile neither
 * repeats nor skips another.
 */
import { fieldCode } from './error-codes';
import { wholeNumberText } from './whole-number';
import { z } from './zod';

/** Items per page: without `limit` a list answers `default`; above `max` is refused. */
export const PAGE_SIZES = { default: 50, max: 100 } as const;

/** The longest cursor the server writes (a few keys as base64url JSON) with room to spare. */
export const CURSOR_MAX_CHARS = 512;

/** base64url, as the server writes a cursor. */
const CURSOR_CHARS = /^[A-Za-z0-9_-]+$/;

/**
 * A cursor decodes to a JSON list (of the keys of an item); what each key must be is the
 * list's own business, checked by the server. Runs in browsers and Node alike (atob).
 */
function isCursor(cursor: string): boolean {
  try {
    const base64 = cursor.replace(/-/g, '+').replace(/_/g, '/');
    return Array.isArray(JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))));
  } catch {
    return false;
  }
}

/** The query fields of every paged list. */
export const pageQueryFields = {
  limit: wholeNumberText('Limit', 1, PAGE_SIZES.max)
    .optional()
    .describe(`Items on the page: ${PAGE_SIZES.default} unless given, at most ${PAGE_SIZES.max}`),
  cursor: z
    .string()
    .max(CURSOR_MAX_CHARS, 'Cursor is not one this list gave')
    .regex(CURSOR_CHARS, { message: 'Cursor is not one this list gave', abort: true })
    .refine(isCursor, {
      message: 'Cursor is not one this list gave',
      params: fieldCode('invalid_format'),
    })
    .optional()
    .describe('The `nextCursor` of the page before; absent for the first page'),
};

export const pageQuerySchema = z.object(pageQueryFields);
export type PageQuery = z.input<typeof pageQuerySchema>;

/** A page of `item`: the one shape of every paged answer. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item).max(PAGE_SIZES.max),
    nextCursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor` for the next page; null on the last page'),
  });

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
