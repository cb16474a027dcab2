import type { Locale } from './locale';

/**
 * The one table of the public site's path words (ADR 042): the site's routes, its
 * redirects of old URLs, the sitemap, the language switch and the API's automatic
 * redirects on a slug change (ADR 059) all build their addresses from it.
 */
export const PATH_WORDS = {
  fr: {
    project: 'realisations',
    privacy: 'confidentialite',
    preview: 'apercu',
    // Rights requests (issue 46): the form, and the page of the link mailed to confirm one.
    request: 'demande',
    confirm: 'confirmer',
  },
  en: {
    project: 'work',
    privacy: 'privacy',
    preview: 'preview',
    request: 'request',
    confirm: 'confirm',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A project page's address in a language (`/fr/realisations/<slug>`). */
export const projectPath = (locale: Locale, slug: string): string =>
  `/${locale}/${PATH_WORDS[locale].project}/${encodeURIComponent(slug)}`;

/** The rights-request form's address (`/fr/confidentialite/demande`). */
export const rightsRequestPath = (locale: Locale): string =>
  `/${locale}/${PATH_WORDS[locale].privacy}/${PATH_WORDS[locale].request}`;

/** The page a rights request's confirmation link opens (`/fr/confidentialite/confirmer/<token>`). */
export const rightsConfirmPath = (locale: Locale, token: string): string =>
  `/${locale}/${PATH_WORDS[locale].privacy}/${PATH_WORDS[locale].confirm}/${token}`;
