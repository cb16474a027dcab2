import type { RequestHandler } from 'express';
import {
  acceptedLocale,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LOCALES,
  PATH_WORDS,
  savedLocale,
  workIndexPath,
  type Locale,
} from '@prism/contracts';
import type { BackendClient } from './backend.js';

// The saved choice and the browser's languages are read alike by the server's `/` and by
// a page whose address names no language (a 404 of an unknown address): contracts' locale.
export { LANGUAGE_COOKIE, acceptedLocale, savedLocale };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A path of this site to go to after the switch; anything else is the language's landing page. */
export function localTarget(to: unknown, locale: Locale): string {
  // `//host` and `/\host` would leave the site: only a plain root-relative path is followed.
  return typeof to === 'string' && /^\/(?![/\\])/.test(to) ? to : `/${locale}/`;
}

export interface LanguageOptions {
  backend: BackendClient;
  /** Whether the site is served over HTTPS (the cookie is then Secure). */
  secure: boolean;
}

/**
 * The only addresses that depend on the visitor rather than the path (ADR 042), answered
 * before the page cache and never kept in it:
 * - `/` sends each visitor to `/fr/` or `/en/` (302): the saved choice, else
 *   Accept-Language, else the site's `defaultLocale` setting (fr);
 * - `/fr` and `/en` are the landing pages' addresses without their slash (301);
 * - `/fr/realisations/` and `/en/work/` are the portfolio index pages' addresses without
 *   their trailing slash (301, the query kept);
 * - `/language/<fr|en>?to=<path>` is the switch: it saves the choice and goes on (302).
 */
export function createLanguageHandler({ backend, secure }: LanguageOptions): RequestHandler {
  const defaultLocale = async (): Promise<Locale> => {
    try {
      const settings = await backend.getJson<{ defaultLocale?: unknown }>('/api/settings');
      return isLocale(settings.defaultLocale) ? settings.defaultLocale : DEFAULT_LOCALE;
    } catch {
      return DEFAULT_LOCALE;
    }
  };
  const search = (url: string) => {
    const at = url.indexOf('?');
    return at < 0 ? '' : url.slice(at);
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    try {
      if (req.path === '/') {
        const locale =
          savedLocale(req.headers.cookie) ??
          acceptedLocale(req.headers['accept-language']) ??
          (await defaultLocale());
        res.setHeader('Vary', 'Accept-Language, Cookie');
        res.setHeader('Cache-Control', 'private, no-store');
        // The query (utm_* of a campaign link) goes along to the page that records the lead.
        // Set by hand: res.redirect would add `Vary: Accept` for a body nobody reads.
        res
          .status(302)
          .location(`/${locale}/${search(req.originalUrl)}`)
          .end();
        return;
      }
      if (req.path === '/fr' || req.path === '/en') {
        res
          .status(301)
          .location(`${req.path}/${search(req.originalUrl)}`)
          .end();
        return;
      }
      // The portfolio index with a trailing slash (`/fr/realisations/`): one address a page.
      const trimmed = /^\/(fr|en)\/([^/]+)\/$/.exec(req.path);
      if (trimmed && isLocale(trimmed[1]) && trimmed[2] === PATH_WORDS[trimmed[1]].project) {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res
          .status(301)
          .location(`${workIndexPath(trimmed[1])}${search(req.originalUrl)}`)
          .end();
        return;
      }
      const switching = /^\/language\/([^/]+)$/.exec(req.path);
      if (switching) {
        const locale = switching[1];
        if (!isLocale(locale)) {
          res.status(404).type('text/plain').send("Not Found: the language must be 'fr' or 'en'");
          return;
        }
        res.cookie(LANGUAGE_COOKIE, locale, {
          maxAge: ONE_YEAR_SECONDS * 1000,
          sameSite: 'lax',
          httpOnly: true,
          secure,
          path: '/',
        });
        res.setHeader('Cache-Control', 'private, no-store');
        res.status(302).location(localTarget(req.query.to, locale)).end();
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}
