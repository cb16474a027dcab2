import type { RequestHandler } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@prism/contracts';
import type { BackendClient } from './backend.js';

/** The visitor's saved choice of language: first-party, set only by the switch (ADR 042). */
export const LANGUAGE_COOKIE = 'prism_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language saved by the switch, if the Cookie header holds one. */
export function savedLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The first of the site's languages the browser asks for, by q-value (`fr-CA,fr;q=0.9,en;q=0.8`
 * → fr); ties keep the header's order, `q=0` means "not this one".
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.toLowerCase().split('-')[0], weight, order };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale);
}

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
