import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@prism/contracts/locale';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/**
 * The pair of buttons the translating editors show to pick the language being written,
 * French first. `flagged` marks a language whose fields hold errors, for screen readers.
 */
export function LanguagePicker({
  selected,
  onSelect,
  flagged,
}: {
  selected: Locale | null;
  onSelect: (locale: Locale) => void;
  flagged?: (locale: Locale) => boolean;
}) {
  return (
    <div className="flex gap-2" role="group" aria-label={m.editor_translations_language()}>
      {LOCALES.map((l) => (
        <Button
          key={l}
          size="sm"
          variant={l === selected ? 'primary' : 'secondary'}
          aria-pressed={l === selected}
          lang={LOCALE_TAGS[l]}
          onClick={() => onSelect(l)}
        >
          {LOCALE_NAMES[l]}
          {flagged?.(l) && <span className="sr-only"> {m.editor_landing_has_errors()}</span>}
        </Button>
      ))}
    </div>
  );
}

/** The two languages as a select's options, each named in its own language. */
export function LocaleOptions() {
  return LOCALES.map((l) => (
    <option key={l} value={l} lang={LOCALE_TAGS[l]}>
      {LOCALE_NAMES[l]}
    </option>
  ));
}
