import { useMatches, type EntryContext } from 'react-router';
import {
  acceptedLocale,
  DEFAULT_LOCALE,
  LOCALES,
  savedLocale,
  type Locale,
} from '@prism/contracts/locale';

/**
 * The language a document is written in (ADR 047). The deepest matched route whose loader
 * answers a `locale` names it: the root answers the language of the URL, and a route that
 * knows better (the admin, from the staff member's profile) answers its own.
 */
export interface LocalisedLoaderData {
  locale: Locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** What `/` falls back to, and a document whose loaders name no language. */
export const FALLBACK_LOCALE: Locale = 'en';

function deepestLocale(answers: unknown[]): Locale {
  for (const answer of answers.reverse()) {
    const locale = (answer as Partial<LocalisedLoaderData> | undefined)?.locale;
    if (isLocale(locale)) return locale;
  }
  return FALLBACK_LOCALE;
}

/** The language of a document about to render (entry.server.tsx), from its loaders. */
export function documentLocale(context: EntryContext): Locale {
  const { matches, loaderData } = context.staticHandlerContext;
  return deepestLocale(matches.map((match): unknown => loaderData[match.route.id]));
}

/** The same answer while rendering, on the server and in the browser alike. */
export function useDocumentLocale(): Locale {
  return deepestLocale(useMatches().map((match): unknown => match.loaderData));
}

/** The language a public URL names by its first segment (`/fr/…`, `/en/…`), if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/**
 * The language of a request's document: the one its address names; for a public address
 * that names none (an unknown `/services`, answered 404), the visitor's, as `/` would choose
 * it (the saved choice, then Accept-Language, then French); the admin's own routes say theirs.
 */
export function requestLocale(request: Request, url: URL): Locale {
  const named = localeOfPath(url.pathname);
  if (named) return named;
  if (/^\/admin(\/|$)/.test(url.pathname)) return FALLBACK_LOCALE;
  return (
    savedLocale(request.headers.get('cookie')) ??
    acceptedLocale(request.headers.get('accept-language')) ??
    DEFAULT_LOCALE
  );
}

/** Whether a document's language depends on the visitor rather than its address. */
export const localeVaries = (url: URL): boolean =>
  !localeOfPath(url.pathname) && !/^\/admin(\/|$)/.test(url.pathname);
