import type { PrivacySettings } from '@prism/contracts';
import type { RevisionFields } from '../revisions/revision.entity';

/**
 * The privacy settings as a revision keeps them: one field per value, named by its path in
 * the document (`officer.email`, `retention.months`), so a comparison shows each on its own
 * line, the history says which changed, and a 409 names the field the form names.
 */
export function fieldsOf(settings: PrivacySettings): RevisionFields {
  const { officer, retention } = settings;
  return {
    'officer.name': officer.name,
    'officer.title.fr': officer.title.fr,
    'officer.title.en': officer.title.en,
    'officer.email': officer.email,
    'officer.address': officer.address,
    'retention.months': retention.months,
    'retention.action': retention.action,
    newsOptIn: settings.newsOptIn,
  };
}

/** The reverse of `fieldsOf`, for the schema to check (a revision may no longer fit). */
export function settingsOf(fields: RevisionFields): unknown {
  return {
    officer: {
      name: fields['officer.name'],
      title: { fr: fields['officer.title.fr'], en: fields['officer.title.en'] },
      email: fields['officer.email'],
      address: fields['officer.address'],
    },
    retention: { months: fields['retention.months'], action: fields['retention.action'] },
    newsOptIn: fields.newsOptIn,
  };
}
