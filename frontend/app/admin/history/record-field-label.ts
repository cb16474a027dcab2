import { landingFieldLabel, landingFormFieldLabel } from '~/admin/landing/landing-field-label';
import { itemFieldLabel, itemFormFieldLabel } from '~/admin/portfolio/item-field-label';
import { privacyFieldLabel } from '~/admin/privacy/privacy-field-label';
import { settingsFieldLabel, settingsFormFieldLabel } from '~/admin/settings/settings-field-label';
import { useEffect } from 'react';
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
  const own = screenLabels.get(record);
  if (own) return own;
  if (record.startsWith('/api/portfolio/')) return (field) => itemFormFieldLabel(field, item);
  if (record === '/api/admin/landing') return landingFormFieldLabel;
  if (record === '/api/admin/settings') return settingsFormFieldLabel;
  if (record === PRIVACY_SETTINGS) return privacyFieldLabel;
  return (field) => field;
}

/** Labels a screen gives its own record's conflicts while it is open (see `useConflictLabels`). */
const screenLabels = new Map<string, (field: string) => string>();

/**
 * A screen's labels for its record's fields, used by the conflict dialog while the screen
 * is mounted: the page editor's (block by block) live in its own chunk, not in the shell
 * that mounts the dialog.
 */
export function useConflictLabels(record: string, label: (field: string) => string): void {
  useEffect(() => {
    screenLabels.set(record, label);
    return () => {
      if (screenLabels.get(record) === label) screenLabels.delete(record);
    };
  }, [record, label]);
}
