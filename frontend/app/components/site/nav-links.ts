/** The landing page's sections, in the order the header lists them (docs/product.md#landing). */
export const SECTION_LINKS = [
  { id: 'work', label: 'Work' },
  { id: 'services', label: 'Services' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

/** On the landing page a section is a plain anchor; elsewhere it points back to it. */
export function sectionHref(id: string, onLanding: boolean): string {
  return onLanding ? `#${id}` : `/#${id}`;
}
