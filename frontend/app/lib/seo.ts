import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Prism';
export const DEFAULT_DESCRIPTION =
  'Prism is an Amazon design agency: listing design, storefronts, brand identity, packaging, product photography and video that lift e-commerce conversion.';

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute public origin, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** Path of the canonical page, e.g. '/' or '/portfolio/3'. */
  path: string;
  /** Absolute or root-relative image for Open Graph and Twitter cards. */
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
  const image = page.image ? absoluteUrl(page.publicUrl, page.image) : null;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}

/** The public origin handed down by the root loader, read from a meta function's matches. */
export function publicUrlOf(matches: readonly unknown[]): string {
  const root = matches[0] as { data?: { publicUrl?: string } } | undefined;
  return root?.data?.publicUrl ?? '';
}
