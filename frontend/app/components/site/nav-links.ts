import type { PublicNavigation } from '@prism/contracts/pages';
import { m } from '~/paraglide/messages';
import { sectionPath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';

/** The landing page's sections, in the order the header lists them (docs/product.md#landing). */
const SECTION_LINKS = [
  { id: 'work', label: m.site_nav_work },
  { id: 'services', label: m.site_nav_services },
  { id: 'about', label: m.site_nav_about },
  { id: 'contact', label: m.site_nav_contact },
] as const;

/** On the landing page a section is a plain anchor; elsewhere it points back to it. */
export function sectionHref(id: string, onLanding: boolean): string {
  return onLanding ? `#${id}` : sectionPath(getLocale(), id);
}

/** A link of the header and the mobile menu; `cta` is drawn as the button (Contact). */
export interface HeaderLink {
  label: string;
  href: string;
  cta?: boolean;
}

/**
 * The header's links: those staff set for the language (issue 50), then Contact as the
 * button; while staff have set none, the landing page's sections as before.
 */
export function headerLinks(navigation: PublicNavigation, onLanding: boolean): HeaderLink[] {
  const contact = {
    label: m.site_nav_contact(),
    href: sectionHref('contact', onLanding),
    cta: true,
  };
  if (navigation.header.length > 0) return [...navigation.header, contact];
  return SECTION_LINKS.map((link) =>
    link.id === 'contact'
      ? contact
      : { label: link.label(), href: sectionHref(link.id, onLanding) },
  );
}
