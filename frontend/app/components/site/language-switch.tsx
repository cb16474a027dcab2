import { LOCALE_NAMES, LOCALE_TAGS, otherLocale } from '@prism/contracts/locale';
import { useMatches } from 'react-router';
import { sitePath, switchHref, type Alternates } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';

/** The current page's path in each language, from the deepest route loader that says. */
function useAlternates(): Alternates {
  for (const match of [...useMatches()].reverse()) {
    const alternates = (match.loaderData as { alternates?: Alternates } | undefined)?.alternates;
    if (alternates) return alternates;
  }
  return {};
}

/**
 * The same page in the other language: a plain link through `/language/…`, which
 * saves the choice, so it works without JavaScript and the kept page carries no cookie. A
 * page that does not exist in the other language (an item not ready there, a 404) links
 * that language's landing page instead.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = otherLocale(getLocale());
  const target = useAlternates()[other] ?? sitePath(other, { page: 'landing' });
  return (
    <a
      href={switchHref(other, target)}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      data-testid="language-switch"
      className={className}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
