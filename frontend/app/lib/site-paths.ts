import type { Locale } from '@prism/contracts/locale';
import {
  journalIndexPath,
  PATH_WORDS,
  postPath,
  projectPath,
  workIndexPath,
} from '@prism/contracts/site-paths';

/**
 * Public addresses, built from the one table of path words, which lives in
 * contracts so the API's automatic redirects on a slug change use it too.
 */

/** A public page, whatever its language. */
export type SitePage =
  | { page: 'landing' }
  | { page: 'work' }
  | { page: 'project'; slug: string }
  | { page: 'journal' }
  | { page: 'post'; slug: string }
  | { page: 'privacy' }
  | { page: 'preview'; token: string };

/** The address of a page in a language (root-relative; the landing page ends in `/`). */
export function sitePath(locale: Locale, page: SitePage): string {
  const words = PATH_WORDS[locale];
  switch (page.page) {
    case 'landing':
      return `/${locale}/`;
    case 'work':
      return workIndexPath(locale);
    case 'project':
      return projectPath(locale, page.slug);
    case 'journal':
      return journalIndexPath(locale);
    case 'post':
      return postPath(locale, page.slug);
    case 'privacy':
      return `/${locale}/${words.privacy}`;
    case 'preview':
      return `/${locale}/${words.preview}/${encodeURIComponent(page.token)}`;
  }
}

/** A landing-page section (`/fr/#contact`). */
export const sectionPath = (locale: Locale, id: string): string => `/${locale}/#${id}`;

/** The route patterns of each language, for routes.ts. */
export function routePatterns(locale: Locale) {
  const words = PATH_WORDS[locale];
  return {
    landing: locale,
    work: `${locale}/${words.project}`,
    project: `${locale}/${words.project}/:slug`,
    privacy: `${locale}/${words.privacy}`,
    rightsRequest: `${locale}/${words.privacy}/${words.request}`,
    rightsConfirm: `${locale}/${words.privacy}/${words.confirm}/:token`,
    preview: `${locale}/${words.preview}/:token`,
    /** The journal (issue 50): its index, its RSS feed and each post. */
    journal: `${locale}/${words.journal}`,
    journalFeed: `${locale}/${words.journal}/feed.xml`,
    post: `${locale}/${words.journal}/:slug`,
    /** A page built from blocks (issue 50): one segment, the page's slug in that language. */
    page: `${locale}/:slug`,
  };
}

/** The language switch: sets the saved choice, then goes to `to` (server/language.ts). */
export function switchHref(locale: Locale, to: string): string {
  return `/language/${locale}?to=${encodeURIComponent(to)}`;
}

/** The language of a public page's address, from its path (`/fr/…`); English for old URLs. */
export function localeOfUrl(url: URL): Locale {
  const first = url.pathname.split('/')[1];
  return first === 'fr' || first === 'en' ? first : 'en';
}

/** A page's path in each language it exists in (the switch, hreflang). */
export type Alternates = Partial<Record<Locale, string>>;

/** Both languages of a page every language has (the landing page, the privacy policy). */
export function bothLanguages(page: SitePage): Alternates {
  return { fr: sitePath('fr', page), en: sitePath('en', page) };
}
