import type { MetaDescriptor } from 'react-router';
import type { Locale } from '@prism/contracts/locale';
import { m } from '~/paraglide/messages';
import { seoMeta, SITE_NAME } from './seo';

/** The head of an address a route answers 404 for (no page, post or project there): not indexed. */
export function notFoundMeta(publicUrl: string, locale: Locale, path: string): MetaDescriptor[] {
  return seoMeta({
    title: `${m.site_not_found_title()} · ${SITE_NAME}`,
    description: m.site_not_found_description({ description: m.site_meta_description() }),
    publicUrl,
    locale,
    path,
    noindex: true,
  });
}
