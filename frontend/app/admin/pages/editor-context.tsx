import type { Locale } from '@prism/contracts';
import { createContext, useContext } from 'react';
import { fieldKey, type FieldRefusal } from './page-errors';

export interface PageEditorContext {
  /** The language whose texts the form shows (French first). */
  locale: Locale;
  /** The server's refusals of the last save, by field key. */
  refusals: ReadonlyMap<string, FieldRefusal>;
  disabled: boolean;
}

const Context = createContext<PageEditorContext>({
  locale: 'fr',
  refusals: new Map(),
  disabled: false,
});
export const PageEditorProvider = Context.Provider;
export const usePageEditor = () => useContext(Context);

/**
 * A field's refusal: its own language's, or for a field both languages share (a name, an
 * image) either language's (a language that lacks an image names it in that language).
 */
export function useRefusal(path: string, locale: Locale | null): string | undefined {
  const { refusals } = usePageEditor();
  if (locale) return refusals.get(fieldKey({ path, locale }))?.message;
  return (
    refusals.get(fieldKey({ path, locale: null })) ??
    refusals.get(fieldKey({ path, locale: 'fr' })) ??
    refusals.get(fieldKey({ path, locale: 'en' }))
  )?.message;
}
