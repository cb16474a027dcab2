/**
 * The site's two languages (ADR 041): French first, as Québec's Charter of the French
 * language asks of a business's website, and English beside it.
 */
import { z } from './zod';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** What `/` answers when neither a saved choice nor Accept-Language decides. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** The language tag pages declare (`<html lang>`, hreflang, Content-Language). */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-CA', en: 'en' };

/** How each language is named, in that language (the switch link, error messages). */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export const localeSchema = z.enum(LOCALES, { error: "Language must be 'fr' or 'en'" });

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Digits only: what the site reads as an item's id in a project address (links from before
 * slugs), so no slug may be one, or that item's links would open another project.
 */
export const ID_LIKE_SLUG = /^\d+$/;

/**
 * A URL word from a title, in either language: accents dropped (« Réalisé » → realise),
 * anything else between words becomes one dash, cut at a word within SLUG_MAX.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  if (!slug) return 'item';
  return ID_LIKE_SLUG.test(slug) ? `item-${slug}`.slice(0, SLUG_MAX) : slug;
}

/** The other language: the switch link, a translation's source text, a template's fallback. */
export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/** The visitor's saved choice of language: first-party, set only by the switch. */
export const LANGUAGE_COOKIE = 'prism_lang';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language saved by the switch, if the Cookie header holds one. */
export function savedLocale(cookieHeader: string | null | undefined): Locale | undefined {
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
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
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
