import { m } from '~/paraglide/messages';
import { sectionPath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';

/** The landing page's sections, in the order the header lists them (docs/product.md#landing). */
export const SECTION_LINKS = [
  { id: 'work', label: m.site_nav_work },
  { id: 'services', label: m.site_nav_services },
  { id: 'about', label: m.site_nav_about },
  { id: 'contact', label: m.site_nav_contact },
] as const;

/** On the landing page a section is a plain anchor; elsewhere it points back to it. */
export function sectionHref(id: string, onLanding: boolean): string {
  return onLanding ? `#${id}` : sectionPath(getLocale(), id);
}
