import { landingFieldLabel, landingFormFieldLabel } from '~/admin/landing/landing-field-label';
import { itemFieldLabel, itemFormFieldLabel } from '~/admin/portfolio/item-field-label';
import { settingsFieldLabel, settingsFormFieldLabel } from '~/admin/settings/settings-field-label';
import type { Block } from '@prism/contracts/blocks';
import { pageFieldLabel } from '~/admin/pages/page-field-label';
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

/**
 * A field a save conflict names, as the record's form labels it with its language (ADR
 * 081): "Title (English)", "Hero — Heading (French)". `item` places gallery images and pairs;
 * `pageBlocks` a page's blocks, named by id in its conflicts.
 */
export function conflictFieldLabelOf(
  record: string,
  item?: Parameters<typeof itemFormFieldLabel>[1],
  pageBlocks: readonly Block[] = [],
): (field: string) => string {
  if (record.startsWith('/api/portfolio/')) return (field) => itemFormFieldLabel(field, item);
  if (record.startsWith('/api/pages/')) return (field) => pageFieldLabel(field, pageBlocks);
  if (record === '/api/admin/landing') return landingFormFieldLabel;
  if (record === '/api/admin/settings') return settingsFormFieldLabel;
  return (field) => field;
}
