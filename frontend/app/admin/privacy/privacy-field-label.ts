import { m } from '~/paraglide/messages';

/**
 * The privacy settings' fields as the form labels them. The server names each by its path
 * in the document (`officer.email`), in the History panel and in a save conflict alike.
 */
const PRIVACY_FIELDS: Record<string, () => string> = {
  'officer.name': m.privacy_officer_name,
  'officer.title.fr': m.privacy_officer_title_fr,
  'officer.title.en': m.privacy_officer_title_en,
  'officer.email': m.privacy_officer_email,
  'officer.address': m.privacy_officer_address,
  'retention.months': m.privacy_retention_months,
  'retention.action': m.privacy_retention_action,
  newsOptIn: m.privacy_news_opt_in,
};
export const privacyFieldLabel = (field: string) => PRIVACY_FIELDS[field]?.() ?? field;
