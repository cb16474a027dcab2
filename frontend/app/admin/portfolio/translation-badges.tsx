import { LOCALES, type Locale, type PortfolioItemAnswer } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** A language's name in the admin's language, for sentences ("Ready in French"). */
export const languageName = (locale: Locale): string =>
  locale === 'fr' ? m.editor_language_fr() : m.editor_language_en();

/**
 * What each language of an item lacks: "Missing in FR" while the item is not
 * ready there (visitors do not see it in that language), else "FR out of date" while the
 * other language changed after it was last saved. Nothing when both are ready and current.
 */
export function TranslationBadges({ item }: { item: PortfolioItemAnswer }) {
  const translations = item.translations;
  if (!translations) return null;
  const badges = LOCALES.flatMap((locale) => {
    const texts = translations[locale];
    const code = locale.toUpperCase();
    if (!texts.ready) {
      return [
        <span
          key={locale}
          data-testid={`missing-${locale}`}
          className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
        >
          {m.editor_badge_missing({ code })}
        </span>,
      ];
    }
    if (texts.stale) {
      return [
        <span
          key={locale}
          data-testid={`stale-${locale}`}
          className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
        >
          {m.editor_badge_stale({ code })}
        </span>,
      ];
    }
    return [];
  });
  return badges.length > 0 ? <span className="inline-flex flex-wrap gap-1">{badges}</span> : null;
}
