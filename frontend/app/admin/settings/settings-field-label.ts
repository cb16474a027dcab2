import { m } from '~/paraglide/messages';

/** The settings' fields as the History panel names them (the server says `contactEmail`). */
const SETTINGS_FIELDS: Record<string, () => string> = {
  contactEmail: m.admin_settings_contact_email,
  availability: m.admin_settings_availability,
  location: m.admin_settings_location,
  social: m.admin_settings_social,
  stats: m.admin_settings_stats,
  requiredLocales: m.history_field_required_locales,
  defaultLocale: m.history_field_default_locale,
  timeZone: m.history_field_time_zone,
  fr: m.history_field_french_texts,
};
export const settingsFieldLabel = (field: string) => SETTINGS_FIELDS[field]?.() ?? field;

/**
 * A field a save conflict names (`contactEmail`, `social.instagram`, `fr.availability`) as
 * the settings form shows it; the French site's texts name their language.
 */
export function settingsFormFieldLabel(field: string): string {
  const [top = field, rest] = field.split('.');
  if (top === 'fr' && rest) {
    return m.editor_field_in_language({
      field: settingsFieldLabel(rest),
      language: m.editor_language_fr(),
    });
  }
  if (top === 'social' && rest) return `${settingsFieldLabel(top)} — ${rest}`;
  return settingsFieldLabel(top);
}
