import { ITEM_TEXT_FIELDS } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** An item's fields as its editor labels them; the server says `title`, `gallery`… */
const ITEM_FIELDS: Record<string, () => string> = {
  title: m.editor_field_title,
  description: m.editor_field_description,
  coverAlt: m.editor_field_cover_alt,
  challenge: m.editor_field_challenge,
  approach: m.editor_field_approach,
  metaTitle: m.editor_field_meta_title,
  metaDescription: m.editor_field_meta_description,
  slug: m.editor_field_slug,
  client: m.editor_form_client,
  marketplace: m.editor_case_marketplace,
  year: m.editor_col_year,
  category: m.editor_col_category,
  featured: m.editor_col_featured,
  status: m.editor_form_status,
  services: m.editor_case_services,
  image: m.editor_form_image,
  gallery: m.editor_gallery_heading,
  beforeAfter: m.editor_pairs_heading,
  metrics: m.editor_case_results,
};

/** The texts written in both languages: the bare field is the English one (ADR 041). */
const TRANSLATED = new Set<string>(ITEM_TEXT_FIELDS);

const LANGUAGES: Record<string, () => string> = {
  En: m.editor_language_en,
  Fr: m.editor_language_fr,
};

/**
 * An item's field in the History panel, in the staff member's language: "Title · FR" for
 * `titleFr`, "Title · EN" for `title`, "Ready in French" for `readyFr`, "Gallery" for
 * `gallery`. A field this list does not know keeps the server's name rather than vanish.
 */
export function itemFieldLabel(field: string): string {
  const [, base = field, code] = /^(.+?)(En|Fr)?$/.exec(field) ?? [];
  const language = code ? LANGUAGES[code] : undefined;
  if (base === 'ready' && language) return m.editor_ready_label({ language: language() });
  const words = ITEM_FIELDS[base];
  if (!words) return field;
  const tag = code ?? (TRANSLATED.has(base) ? 'En' : undefined);
  return tag ? `${words()} · ${tag.toUpperCase()}` : words();
}
