/**
 * Server-side calls from loaders and actions to the API, through the site's one keep-alive
 * client (server/backend.ts). Only public routes are called here; the browser talks to
 * /api through the same-origin proxy.
 */
import {
  DEFAULT_LANDING,
  DEFAULT_SITE_SETTINGS,
  PAGE_SIZES,
  SLUG_PATTERN,
  landingTextsSchema,
  publicPrivacySchema,
  siteSettingsSchema,
  type PublicPrivacyAnswer,
  type ClientLogoAnswer,
  type LandingTexts,
  type Locale,
  type Page,
  type PortfolioItemAnswer,
  type SiteSettings,
} from '@prism/contracts';
import {
  isPageMove,
  type PageSitemapEntry,
  type PostCard,
  type PublicNavigation,
  type PublicNavLink,
  type PublicPage,
  type PublicPageAnswer,
  type PublicPost,
  type PublicPostAnswer,
} from '@prism/contracts/pages';
import { isSafeHref } from '@prism/contracts/rich-text';
import { data } from 'react-router';
import { isBackendError } from './backend-error';
import type { SiteContext } from '~/context';

/** Seconds a visitor is asked to wait before trying again while the API is away. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The answer of a page whose data can't be had: 503 (the root error boundary draws the
 * branded "we'll be right back" card, entry.server adds Retry-After). Other API errors
 * are passed on as they are.
 */
function unavailableOr(error: unknown): unknown {
  if (isBackendError(error) && error.unavailable) {
    console.error(`API unavailable: ${error.message}`);
    return data(null, { status: 503, statusText: 'Service Unavailable' });
  }
  return error;
}

/**
 * A function of a decoded API answer, computed once per answer. The server's client hands
 * every render at the same content version the same decoded object (server/backend.ts),
 * so what a loader makes of it (a validation, a view) is reused across requests at that
 * version, and is dropped with the answer when the version moves or the cache evicts it
 * (a WeakMap holds nothing alive). Its result is shared: no caller may change it.
 */
export function perAnswer<A, R>(derive: (answer: A) => R): (answer: A) => R {
  const derived = new WeakMap<object, R>();
  return (answer) => {
    // A JSON scalar has no identity to remember it by (and is cheap to look at again).
    if (typeof answer !== 'object' || answer === null) return derive(answer);
    if (derived.has(answer)) return derived.get(answer) as R;
    const value = derive(answer);
    derived.set(answer, value);
    return value;
  };
}

async function getJson<T>(context: SiteContext, path: string): Promise<T> {
  // The content-version question has just failed for this request: don't wait for the API
  // a second time, answer the outage at once.
  if (context.apiDown) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  try {
    return await context.backend.getJson<T>(path, { version: context.version });
  } catch (error) {
    throw unavailableOr(error);
  }
}

/**
 * A page of the public list, featured first, then the manual order, then newest:
 * one category's or every one's, `limit` of them, from the start, after `cursor`, or after
 * the item `after`.
 */
export function getPortfolio(
  context: SiteContext,
  locale: Locale,
  query: { category?: string; limit?: number; cursor?: string; after?: number } = {},
): Promise<Page<PortfolioItemAnswer>> {
  const params = new URLSearchParams({ lang: locale });
  if (query.category) params.set('category', query.category);
  if (query.limit) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.after) params.set('after', String(query.after));
  return getJson<Page<PortfolioItemAnswer>>(context, `/api/portfolio?${params}`);
}

/**
 * Every item of a language's public list, a page of the largest size at a time: for the
 * sitemap, which names them all. Each page is kept per content version like any read.
 */
export async function getWholePortfolio(
  context: SiteContext,
  locale: Locale,
): Promise<PortfolioItemAnswer[]> {
  const items: PortfolioItemAnswer[] = [];
  let cursor: string | undefined;
  do {
    const page = await getPortfolio(context, locale, { limit: PAGE_SIZES.max, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/**
 * The project after `id` in the public order, the first one after the last; none when it
 * is the only one. Two one-item reads at most, whatever the portfolio's size.
 */
export async function getNextProject(
  context: SiteContext,
  locale: Locale,
  id: number,
): Promise<PortfolioItemAnswer | undefined> {
  const after = await getPortfolio(context, locale, { after: id, limit: 1 }).catch(
    (error: unknown) => {
      // Gone from the list since the page read it (a change between the two reads).
      if (isBackendError(error) && error.status === 404) return null;
      throw error;
    },
  );
  const next = after?.items[0] ?? (await getPortfolio(context, locale, { limit: 1 })).items[0];
  return next?.id === id ? undefined : next;
}

/**
 * One item in a language, by its numeric id or by its slug in that language; null when the
 * API says it doesn't exist there (or the key is malformed).
 */
export async function getPortfolioItem(
  context: SiteContext,
  key: string,
  locale: Locale,
): Promise<PortfolioItemAnswer | null> {
  const byId = /^\d{1,10}$/.test(key);
  if (!byId && !SLUG_PATTERN.test(key)) return null;
  if (context.apiDown) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const path = byId ? `/api/portfolio/${key}` : `/api/portfolio/slug/${key}`;
  try {
    return await context.backend.getJson<PortfolioItemAnswer>(`${path}?lang=${locale}`, {
      version: context.version,
    });
  } catch (error) {
    if (isBackendError(error) && (error.status === 404 || error.status === 400)) return null;
    throw unavailableOr(error);
  }
}

export function getActiveLogos(context: SiteContext): Promise<ClientLogoAnswer[]> {
  return getJson<ClientLogoAnswer[]>(context, '/api/logos/active');
}

/**
 * The site facts, or the product's defaults when the settings API is unreachable or
 * answers something unexpected: a page never fails because of a footer line.
 */
/**
 * The landing page's texts in a language; the site's own copy while the API
 * cannot say, as for the settings, so the page never shows a hole.
 */
export async function getLandingTexts(context: SiteContext, locale: Locale): Promise<LandingTexts> {
  if (context.apiDown) return DEFAULT_LANDING[locale];
  try {
    const answer = await context.backend.getJson(`/api/landing?lang=${locale}`, {
      version: context.version,
    });
    return landingTextsOf(answer) ?? DEFAULT_LANDING[locale];
  } catch (error) {
    console.error(`Landing texts unavailable, using defaults: ${String(error)}`);
    return DEFAULT_LANDING[locale];
  }
}

const landingTextsOf = perAnswer((answer: unknown): LandingTexts | null => {
  const parsed = landingTextsSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
});

const siteSettingsOf = perAnswer((answer: unknown): SiteSettings | null => {
  const parsed = siteSettingsSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
});

export async function getSiteSettings(context: SiteContext, locale: Locale): Promise<SiteSettings> {
  return inLocale(await readSiteSettings(context), locale);
}

async function readSiteSettings(context: SiteContext): Promise<SiteSettings> {
  if (context.apiDown) return DEFAULT_SITE_SETTINGS;
  try {
    const answer = await context.backend.getJson('/api/settings', { version: context.version });
    return siteSettingsOf(answer) ?? DEFAULT_SITE_SETTINGS;
  } catch (error) {
    console.error(`Site settings unavailable, using defaults: ${String(error)}`);
    return DEFAULT_SITE_SETTINGS;
  }
}

const privacyOf = perAnswer((answer: unknown): PublicPrivacyAnswer | null => {
  const parsed = publicPrivacySchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
});

/**
 * The person in charge of personal information and the policy in force (issue 46), for
 * every page's footer and the privacy page; null while the API can't say.
 */
export async function getPrivacy(context: SiteContext): Promise<PublicPrivacyAnswer | null> {
  if (context.apiDown) return null;
  try {
    const answer = await context.backend.getJson('/api/privacy', { version: context.version });
    return privacyOf(answer);
  } catch (error) {
    console.error(`Privacy facts unavailable: ${String(error)}`);
    return null;
  }
}

/** The settings with their texts in a language: the French ones in place of the English. */
function inLocale(settings: SiteSettings, locale: Locale): SiteSettings {
  if (locale === 'en') return settings;
  return {
    ...settings,
    availability: settings.fr.availability,
    location: settings.fr.location,
    stats: settings.stats.map((stat, i) => ({ ...stat, label: settings.fr.statLabels[i] ?? '' })),
  };
}

/**
 * The item a client preview link shows (draft or not): null for an unknown token, 'gone'
 * once the link has expired or was revoked. Never cached (the API says no-store).
 */
export async function getPreview(
  context: SiteContext,
  token: string,
  locale: Locale,
): Promise<PortfolioItemAnswer | null | 'gone'> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  if (context.apiDown) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  try {
    return await context.backend.getJson<PortfolioItemAnswer>(
      `/api/preview/${token}?lang=${locale}`,
    );
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return null;
    if (isBackendError(error) && error.status === 410) return 'gone';
    throw unavailableOr(error);
  }
}

/** A public page's read: the page, where it lives when the slug was its other language's, or nothing. */
export type PublicPageRead = { page: PublicPage } | { movedTo: string } | null;

/**
 * The page live at `/:locale/:slug` (issue 50): the page; or, when the slug is the page's
 * slug in the other language, where it lives (this language's address, else the other's
 * when it is not live here; the route answers 301); null when no page is live there. Kept
 * per content version like every read.
 */
export async function getPublicPage(
  context: SiteContext,
  locale: Locale,
  slug: string,
): Promise<PublicPageRead> {
  if (!SLUG_PATTERN.test(slug)) return null;
  if (context.apiDown) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  try {
    const answer = await context.backend.getJson<PublicPageAnswer>(
      `/api/pages/public/${locale}/${slug}`,
      { version: context.version },
    );
    if (isPageMove(answer)) {
      // Only to one of the site's own page addresses: never off the site.
      return /^\/(fr|en)\/[a-z0-9-]+$/.test(answer.movedTo) ? { movedTo: answer.movedTo } : null;
    }
    return { page: answer };
  } catch (error) {
    if (isBackendError(error) && (error.status === 404 || error.status === 400)) return null;
    throw unavailableOr(error);
  }
}

/**
 * A page of the journal's posts live in a language, the latest day first (issue 50): the
 * first, or the one after the post `after` names (a 404 BackendError when it is not live
 * there). Kept per content version like every read.
 */
export function getJournal(
  context: SiteContext,
  locale: Locale,
  query: { limit?: number; after?: number } = {},
): Promise<Page<PostCard>> {
  const params = new URLSearchParams({ lang: locale });
  if (query.limit) params.set('limit', String(query.limit));
  if (query.after) params.set('after', String(query.after));
  return getJson<Page<PostCard>>(context, `/api/journal/public?${params}`);
}

export type PublicPostRead = { post: PublicPost } | { movedTo: string } | null;

/** The post live at `/:locale/journal/:slug`, as `getPublicPage` reads a page. */
export async function getPublicPost(
  context: SiteContext,
  locale: Locale,
  slug: string,
): Promise<PublicPostRead> {
  if (!SLUG_PATTERN.test(slug)) return null;
  if (context.apiDown) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  try {
    const answer = await context.backend.getJson<PublicPostAnswer>(
      `/api/journal/public/${locale}/${slug}`,
      { version: context.version },
    );
    if (isPageMove(answer)) {
      // Only to one of the journal's own addresses: never off the site.
      return /^\/(fr\/journal|en\/insights)\/[a-z0-9-]+$/.test(answer.movedTo)
        ? { movedTo: answer.movedTo }
        : null;
    }
    return { post: answer };
  } catch (error) {
    if (isBackendError(error) && (error.status === 404 || error.status === 400)) return null;
    throw unavailableOr(error);
  }
}

/** Every page live in a language, for the sitemap. */
export function getLivePages(context: SiteContext, locale: Locale): Promise<PageSitemapEntry[]> {
  return getJson<PageSitemapEntry[]>(context, `/api/pages/public?lang=${locale}`);
}

export const NO_NAVIGATION: PublicNavigation = { header: [], footer: [] };

/** Only links with a label and an address the site may link to (isSafeHref). */
const navigationOf = perAnswer((answer: unknown): PublicNavigation => {
  const links = (list: unknown): PublicNavLink[] =>
    (Array.isArray(list) ? (list as unknown[]) : []).flatMap((link) => {
      const { label, href } = (link ?? {}) as { label?: unknown; href?: unknown };
      return typeof label === 'string' && label && typeof href === 'string' && isSafeHref(href)
        ? [{ label, href }]
        : [];
    });
  const nav = (answer ?? {}) as { header?: unknown; footer?: unknown };
  return { header: links(nav.header), footer: links(nav.footer) };
});

/**
 * The header's and footer's links staff set for a language (issue 50), kept per content
 * version; none while the API can't say, so the header falls back to the site's own and a
 * page never fails because of a link.
 */
export async function getNavigation(
  context: SiteContext,
  locale: Locale,
): Promise<PublicNavigation> {
  if (context.apiDown) return NO_NAVIGATION;
  try {
    const answer = await context.backend.getJson(`/api/navigation/public?lang=${locale}`, {
      version: context.version,
    });
    return navigationOf(answer);
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return NO_NAVIGATION;
    console.error(`Navigation unavailable, using the site's own links: ${String(error)}`);
    return NO_NAVIGATION;
  }
}
