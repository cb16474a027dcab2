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
  return slug || 'item';
}

/** The other language: the switch link and the translator's source text. */
export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');
