import { m } from '~/paraglide/messages';

/** A section of one language as the History panel names it (the server says `fr.hero`). */
const LANDING_SECTIONS: Record<string, () => string> = {
  hero: m.editor_landing_hero,
  services: m.editor_landing_services,
  about: m.editor_landing_about,
  contact: m.editor_landing_contact,
};
export function landingFieldLabel(field: string): string {
  const [locale = '', section = ''] = field.split('.', 2);
  const words = LANDING_SECTIONS[section];
  return words ? `${words()} · ${locale.toUpperCase()}` : field;
}
