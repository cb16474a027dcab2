import type { MetaDescriptor } from 'react-router';
import { LOCALE_TAGS, LOCALES, type Locale } from '@prism/contracts/locale';
import { FALLBACK_LOCALE, isLocale } from './locale';

export const SITE_NAME = 'Prism';

/**
 * What a link to a page without an image of its own shows when shared (the landing page,
 * the privacy policy, a 404): the studio's mark, drawn by scripts/share-images.mjs.
 */
export const SHARE_IMAGE = '/share.png';

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute public origin, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The page's language. */
  locale: Locale;
  /** Path of the canonical page, e.g. '/en/' or '/fr/realisations/voyage'. */
  path: string;
  /**
   * The page's path in each language it exists in, itself included: the hreflang links.
   * Absent on a page no search engine should list (a preview, a 404).
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Absolute or root-relative image for Open Graph and Twitter cards (else SHARE_IMAGE). */
  image?: string | null;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD of one page. */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.publicUrl, page.path);
  const image = absoluteUrl(page.publicUrl, page.image ?? SHARE_IMAGE);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[page.locale] },
    ...(page.alternates ? ogAlternates(page.locale, page.alternates) : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  ];
  tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (page.alternates && !page.noindex)
    tags.push(...alternateLinks(page.publicUrl, page.alternates));
  if (page.jsonLd) {
    tags.push({ 'script:ld+json': { ...page.jsonLd, inLanguage: LOCALE_TAGS[page.locale] } });
  }
  return tags;
}

/** Open Graph's locales (language_TERRITORY): the agency writes for Canada in both. */
const OG_LOCALES: Record<Locale, string> = { fr: 'fr_CA', en: 'en_CA' };

/** The page in each language it exists in, absolute, and `x-default` (`/`, which chooses). */
function alternateLinks(
  publicUrl: string,
  alternates: Partial<Record<Locale, string>>,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  for (const locale of LOCALES) {
    const path = alternates[locale];
    if (path === undefined) continue;
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_TAGS[locale],
      href: absoluteUrl(publicUrl, path),
    });
  }
  tags.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: absoluteUrl(publicUrl, '/'),
  });
  return tags;
}

/** `og:locale:alternate` for each other language the page exists in. */
function ogAlternates(
  locale: Locale,
  alternates: Partial<Record<Locale, string>>,
): MetaDescriptor[] {
  return LOCALES.filter((other) => other !== locale && alternates[other] !== undefined).map(
    (other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] }),
  );
}

/** The page's language, from the root loader, read from a meta function's matches. */
export function localeOfMatches(matches: readonly unknown[]): Locale {
  const locale = (matches[0] as { data?: { locale?: unknown } } | undefined)?.data?.locale;
  return isLocale(locale) ? locale : FALLBACK_LOCALE;
}

/** The public origin handed down by the root loader, read from a meta function's matches. */
export function publicUrlOf(matches: readonly unknown[]): string {
  const root = matches[0] as { data?: { publicUrl?: string } } | undefined;
  return root?.data?.publicUrl ?? '';
}
