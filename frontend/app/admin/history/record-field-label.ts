import { landingFieldLabel, landingFormFieldLabel } from '~/admin/landing/landing-field-label';
import { itemFieldLabel, itemFormFieldLabel } from '~/admin/portfolio/item-field-label';
import { privacyFieldLabel } from '~/admin/privacy/privacy-field-label';
import { settingsFieldLabel, settingsFormFieldLabel } from '~/admin/settings/settings-field-label';
import type { FieldLabel } from './revision-comparison';

const PRIVACY_SETTINGS = '/api/admin/privacy/settings';

/**
 * An editable record's fields in the staff member's words, as its History panel names
 * them, for screens that know only the record's path (the save-conflict dialog).
 */
export function fieldLabelOf(record: string): FieldLabel {
  if (record.startsWith('/api/portfolio/')) return itemFieldLabel;
  if (record === '/api/admin/landing') return landingFieldLabel;
  if (record === '/api/admin/settings') return settingsFieldLabel;
  if (record === PRIVACY_SETTINGS) return privacyFieldLabel;
  return (field) => field;
}

/**
 * A field a save conflict names, as the record's form labels it with its language (ADR
 * 081): "Title (English)", "Hero — Heading (French)". `item` places gallery images and pairs.
 */
export function conflictFieldLabelOf(
  record: string,
  item?: Parameters<typeof itemFormFieldLabel>[1],
): (field: string) => string {
  if (record.startsWith('/api/portfolio/')) return (field) => itemFormFieldLabel(field, item);
  if (record === '/api/admin/landing') return landingFormFieldLabel;
  if (record === '/api/admin/settings') return settingsFormFieldLabel;
  if (record === PRIVACY_SETTINGS) return privacyFieldLabel;
  return (field) => field;
}
