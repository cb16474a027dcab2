import type { Locale } from '@prism/contracts';
import type { Block } from '@prism/contracts/blocks';
import { ApiError } from '~/admin/shared/api';
import { fieldErrorText } from '~/admin/shared/error-words';

/**
 * Where a field of the page editor is: its path, with a block named by its id
 * (`blocks.b1x9.members.0.role`) so a refusal stays on its block if the person reorders
 * meanwhile, and its language for a text written per language (null for a name, an image).
 */
export interface FieldAt {
  path: string;
  locale: Locale | null;
}

/** The key of a field in the editor's error map, and its element's id. */
export const fieldKey = ({ path, locale }: FieldAt): string => `${path}@${locale ?? 'any'}`;
export const fieldDomId = (at: FieldAt): string => `page-field-${fieldKey(at)}`;

const isLocale = (part: string | undefined): part is Locale => part === 'fr' || part === 'en';

/**
 * A field as the API names it, placed in the editor: `blocks.2.members.0.role.fr` (a
 * schema's refusal, language last), `fr.blocks.2.heading` (what a language lacks to go
 * live, language first), `slug.en`, `title`. `blocks` are the blocks the request carried,
 * so index 2 is the block that was third then. Null for a block index out of range.
 */
export function fieldAtOf(field: string, blocks: readonly Block[]): FieldAt | null {
  const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  let locale: Locale | null = null;
  if (isLocale(parts[0])) locale = parts.shift() as Locale;
  else if (isLocale(parts.at(-1))) locale = parts.pop() as Locale;
  if (parts[0] === 'blocks' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const block = blocks[Number(parts[1])];
    if (!block) return null;
    parts[1] = block.id;
  }
  return { path: parts.join('.'), locale };
}

/** The field a path of `pageMissing` names, for one language (`blocks.2.heading`). */
export const missingFieldAt = (path: string, locale: Locale, blocks: readonly Block[]) =>
  fieldAtOf(`${locale}.${path}`, blocks);

/** A refused field, worded in the admin's language, where the editor shows it. */
export interface FieldRefusal extends FieldAt {
  /** The API's own name, for the toast's labels. */
  field: string;
  message: string;
}

/**
 * The fields a refused save names (a schema's refusal, a slug taken, a language that would
 * lack a text), each worded by its code in the admin's language and placed on its block
 * and field. Empty for a failure that names no field.
 */
export function fieldRefusals(error: unknown, sentBlocks: readonly Block[]): FieldRefusal[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.fields ?? []).flatMap(({ field, code, params }) => {
    const at = fieldAtOf(field, sentBlocks);
    return at ? [{ ...at, field, message: fieldErrorText(field, code, params) }] : [];
  });
}
