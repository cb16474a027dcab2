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

/** The texts written in both languages: the bare field is the English one. */
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

/** Where a gallery image or a pair stands in its list, for "Image 2 of the gallery". */
interface ItemLists {
  gallery: readonly { id: number }[];
  beforeAfter: readonly { id: number }[];
}

/** "Title (English)": a field's words with the language it is written in. */
const inLanguage = (words: string, code: string | undefined): string =>
  code === 'Fr' || code === 'En'
    ? m.editor_field_in_language({ field: words, language: LANGUAGES[code]?.() ?? code })
    : words;

/** A list entry's place, 1-based: by id (gallery, pairs), else by position (results). */
function placeOf(list: readonly { id: number }[] | undefined, key: string, byId: boolean): number {
  if (!byId) return Number(key) + 1;
  const index = list?.findIndex((entry) => entry.id === Number(key)) ?? -1;
  return index >= 0 ? index + 1 : Number.NaN;
}

/**
 * A field a save conflict names (`title`, `titleFr`, `gallery.12.alt`,
 * `metrics.0.labelFr`) as the edit screen labels it, with its language named: "Title
 * (English)", "Gallery image 2: alt text (French)". The item places gallery images and pairs
 * by their ids; without it they keep their ids' order.
 */
export function itemFormFieldLabel(field: string, item?: ItemLists): string {
  const [top = field, key, part] = field.split('.');
  if (key !== undefined && part !== undefined) {
    const [, base = part, code] = /^(.+?)(Fr)?$/.exec(part) ?? [];
    const language = code ?? 'En';
    if (top === 'gallery') {
      const n = placeOf(item?.gallery, key, true);
      const words =
        base === 'caption'
          ? m.editor_field_gallery_caption({ n })
          : m.editor_field_gallery_alt({ n });
      return inLanguage(words, language);
    }
    if (top === 'beforeAfter') {
      return inLanguage(
        m.editor_field_pair_label({ n: placeOf(item?.beforeAfter, key, true) }),
        language,
      );
    }
    if (top === 'metrics') {
      const n = placeOf(undefined, key, false);
      if (base === 'label') return inLanguage(m.editor_field_metric_label({ n }), language);
      return m.editor_field_metric_part({ n, part: METRIC_PARTS[base]?.() ?? base });
    }
  }
  if (key !== undefined) return itemFormFieldLabel(top, item);
  const [, base = field, code] = /^(.+?)(En|Fr)?$/.exec(field) ?? [];
  if (base === 'ready' && code)
    return m.editor_ready_label({ language: LANGUAGES[code]?.() ?? code });
  const words = ITEM_FIELDS[base];
  if (!words) return field;
  return inLanguage(words(), code ?? (TRANSLATED.has(base) ? 'En' : undefined));
}

const METRIC_PARTS: Record<string, () => string> = {
  before: m.editor_metric_before,
  after: m.editor_metric_after,
  unit: m.editor_metric_unit,
};
