import type { Locale } from './locale';

/**
 * The one table of the public site's path words (ADR 042): the site's routes, its
 * redirects of old URLs, the sitemap, the language switch and the API's automatic
 * redirects on a slug change all build their addresses from it.
 */
export const PATH_WORDS = {
  fr: {
    project: 'realisations',
    privacy: 'confidentialite',
    preview: 'apercu',
    // Rights requests (issue 46): the form, and the page of the link mailed to confirm one.
    request: 'demande',
    confirm: 'confirmer',
    // The journal's posts (issue 50): its paged index, each post, the feed.
    journal: 'journal',
  },
  en: {
    project: 'work',
    privacy: 'privacy',
    preview: 'preview',
    request: 'request',
    confirm: 'confirm',
    journal: 'insights',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A project page's address in a language (`/fr/realisations/<slug>`). */
export const projectPath = (locale: Locale, slug: string): string =>
  `/${locale}/${PATH_WORDS[locale].project}/${encodeURIComponent(slug)}`;

/**
 * The portfolio index page's address in a language (`/fr/realisations`, `/en/work`): every
 * project, a page at a time (issue 47).
 */
export const workIndexPath = (locale: Locale): string => `/${locale}/${PATH_WORDS[locale].project}`;

/** The journal's index page (`/fr/journal`, `/en/insights`; issue 50): the posts, newest first. */
export const journalIndexPath = (locale: Locale): string =>
  `/${locale}/${PATH_WORDS[locale].journal}`;

/** A journal post's address in a language (`/fr/journal/<slug>`). */
export const postPath = (locale: Locale, slug: string): string =>
  `${journalIndexPath(locale)}/${encodeURIComponent(slug)}`;

/** The journal's RSS 2.0 feed in a language (`/fr/journal/feed.xml`): its latest posts. */
export const journalFeedPath = (locale: Locale): string => `${journalIndexPath(locale)}/feed.xml`;

/**
 * The item `?after=` names on the portfolio index page, whose page starts after it (the
 * list's keyset pages): an item id written plainly (`48`, not `048` or `48.0`),
 * else none, the first page. The page and the page cache's key read it alike, so one page
 * never stands under another's key.
 */
export function indexAfterOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Paths the site server never acts on as a page: the API, the admin, media, assets, React
 * Router's own requests, its readiness check, the language switch and the bare `/`, `/fr`
 * and `/en` (answered ahead of the redirects, language.ts), previews, and files (a name
 * with an extension). In any case, as a request may write them. No redirect is followed
 * from them and no 404 of them is logged.
 */
const NOT_PAGES =
  /^\/(admin|api|media|assets|health|language|__manifest|preview)(\/|$)|^\/(fr|en)\/(apercu|preview)(\/|$)|^\/(fr|en)?$|\.[a-z0-9]+$/i;

export const isSitePage = (path: string): boolean => !NOT_PAGES.test(path);

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one form of a site path, so that one page has one address (and one entry in the
 * page cache and the audience count): a percent-escape of a character that needs none
 * decoded (`/%65n/` → `/en/`) and any other one in capitals (RFC 3986 §6.2.2), repeated
 * slashes made one, and the language and its path word in lower case (`/FR/Realisations/x`
 * → `/fr/realisations/x`). Slugs are lower case already; a preview's token keeps its case.
 */
export function canonicalSitePath(path: string): string {
  const segments = path
    .replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    })
    .replace(/\/{2,}/g, '/')
    .split('/');
  const locale = segments[1]?.toLowerCase();
  if (locale === 'fr' || locale === 'en') {
    segments[1] = locale;
    const word = segments[2]?.toLowerCase();
    if (word && (Object.values(PATH_WORDS[locale]) as string[]).includes(word)) segments[2] = word;
  }
  return segments.join('/');
}

/** The rights-request form's address (`/fr/confidentialite/demande`). */
export const rightsRequestPath = (locale: Locale): string =>
  `/${locale}/${PATH_WORDS[locale].privacy}/${PATH_WORDS[locale].request}`;

/** The page a rights request's confirmation link opens (`/fr/confidentialite/confirmer/<token>`). */
export const rightsConfirmPath = (locale: Locale, token: string): string =>
  `/${locale}/${PATH_WORDS[locale].privacy}/${PATH_WORDS[locale].confirm}/${token}`;
