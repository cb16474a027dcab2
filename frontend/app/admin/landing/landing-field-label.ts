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

/** A text of a section as the landing form labels it (`hero.heading` is "Heading"). */
const LANDING_TEXTS: Record<string, () => string> = {
  eyebrow: m.editor_landing_eyebrow_field,
  heading: m.editor_landing_heading,
  emphasis: m.editor_landing_emphasis,
  lead: m.editor_landing_lead,
  primaryCta: m.editor_landing_primary_cta,
  secondaryCta: m.editor_landing_secondary_cta,
  learnMore: m.editor_landing_learn_more,
  cta: m.editor_landing_button,
  imageAlt: m.editor_landing_image_alt,
  emailLabel: m.editor_landing_email_label,
  studioLabel: m.editor_landing_studio_label,
};

/**
 * A field a save conflict names (`en.hero.heading`) as the landing form shows it, with its
 * section and language: "Hero — Heading (English)". A list (the services, the paragraphs)
 * is one field: its section's name.
 */
export function landingFormFieldLabel(field: string): string {
  const [locale = '', section = '', text] = field.split('.');
  const legend = LANDING_SECTIONS[section]?.();
  if (!legend) return field;
  const words = text ? LANDING_TEXTS[text]?.() : undefined;
  const language = locale === 'fr' ? m.editor_language_fr() : m.editor_language_en();
  return m.editor_field_in_language({
    field: words ? m.editor_field_in_section({ section: legend, field: words }) : legend,
    language,
  });
}
