import { landingFieldLabel } from '~/admin/landing/landing-field-label';
import { itemFieldLabel } from '~/admin/portfolio/item-field-label';
import { settingsFieldLabel } from '~/admin/settings/settings-field-label';
import type { FieldLabel } from './revision-comparison';

/**
 * An editable record's fields in the staff member's words, as its History panel names
 * them, for screens that know only the record's path (the save-conflict dialog).
 */
export function fieldLabelOf(record: string): FieldLabel {
  if (record.startsWith('/api/portfolio/')) return itemFieldLabel;
  if (record === '/api/admin/landing') return landingFieldLabel;
  if (record === '/api/admin/settings') return settingsFieldLabel;
  return (field) => field;
}
