import type { Locale } from '@prism/contracts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/admin/shared/api';
import { apiFieldLabel } from '~/admin/shared/field-labels';
import { toast } from '~/lib/toast-store';
import { m } from '~/paraglide/messages';
import { languageName } from './translation-badges';

/** A field a language lacks, as the API names it (`fr.metrics[2].label`). */
export interface LanguageHole {
  /** The API's name of the field, for `fieldOf`. */
  field: string;
  locale: Locale;
  /** Its name as revisions say it (`metrics.2.labelFr`), for its label. */
  revisionField: string;
}

const HOLE = /^(fr|en)\.(.+)$/;

/**
 * The fields a refused save names per language (not_ready, would_unpublish): a change that would leave
 * a live language incomplete, a language marked ready while incomplete, or a publish
 * (now or scheduled) of an item not ready. Null for any other answer. The API's `fields`
 * are read as given; no sentence is matched.
 */
export function languageHolesOf(error: unknown): LanguageHole[] | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.body?.code;
  if (code !== 'not_ready' && code !== 'would_unpublish') return null;
  const holes = (error.body?.fields ?? []).flatMap(({ field }) => holeOf(field) ?? []);
  return holes.length > 0 ? holes : null;
}

/** A field a language lacks, from the API's name of it (`fr.metrics[2].label`); else null. */
export function holeOf(field: string): LanguageHole | null {
  const [, locale, rest = ''] = HOLE.exec(field) ?? [];
  if (locale !== 'fr' && locale !== 'en') return null;
  const path = rest.replace(/\[(\d+)\]/g, '.$1');
  const suffix = locale === 'fr' ? 'Fr' : '';
  const parts = path.split('.');
  // `title` is the English title, `titleFr` the French; nested texts likewise.
  const revisionField =
    parts.length === 1
      ? ['slug', 'ready'].includes(path)
        ? `${path}${locale === 'fr' ? 'Fr' : 'En'}`
        : `${path}${suffix}`
      : `${parts.slice(0, -1).join('.')}.${parts.at(-1) ?? ''}${suffix}`;
  return { field, locale, revisionField };
}

/**
 * Tells the editor, in their language, that the save was refused because a language would
 * lack the fields named (title: what was refused), lists them as the form labels them, and
 * marks those this form holds (`fieldOf` maps the API's name to the form's, or null).
 * False, doing nothing, for any other failure.
 */
export function showLanguageRefusal<T extends FieldValues>(
  error: unknown,
  {
    title,
    form,
    fieldOf,
  }: {
    title: (language: string) => string;
    form?: { setError: UseFormSetError<T> };
    fieldOf?: (hole: LanguageHole) => string | null;
  },
): boolean {
  const holes = languageHolesOf(error);
  if (!holes) return false;
  const locales = [...new Set(holes.map((hole) => hole.locale))];
  const language = locales.map(languageName).join(m.editor_languages_and());
  toast({
    title: title(language),
    description: m.editor_missing_fields({
      fields: holes.map((hole) => apiFieldLabel(hole.field)).join(' · '),
    }),
    variant: 'destructive',
  });
  if (form && fieldOf) {
    for (const hole of holes) {
      const name = fieldOf(hole);
      if (name) {
        form.setError(name as FieldPath<T>, {
          message: m.editor_missing_live({ language: languageName(hole.locale) }),
        });
      }
    }
  }
  return true;
}

/** What a refused save was, for its title: a live page kept, or texts not complete yet. */
export const refusedTitle = (item: { status: string } | undefined, language: string): string =>
  item?.status === 'published'
    ? m.editor_live_refused({ language })
    : m.editor_not_ready_refused({ language });

/** A refusal for missing texts in one line, for a row's own message (an upload's). */
export function refusalText(error: unknown): string | null {
  const holes = languageHolesOf(error);
  if (!holes) return null;
  const language = [...new Set(holes.map((hole) => languageName(hole.locale)))].join(
    m.editor_languages_and(),
  );
  return `${m.editor_live_refused({ language })}. ${m.editor_missing_fields({
    fields: holes.map((hole) => apiFieldLabel(hole.field)).join(' · '),
  })}`;
}
