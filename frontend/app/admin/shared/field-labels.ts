import { m } from '~/paraglide/messages';

/**
 * The fields an API refusal names (`fr.title`, `en.beforeAfter[0].label`, `lines.3.toPath`),
 * labelled as the admin's forms show them, in the admin's language: "Titre
 * (anglais)", "Image 1 de la galerie : texte de remplacement (français)". A field no form
 * shows is named by a plain word, never by its key.
 */
const LABELS: Record<string, () => string> = {
  title: m.editor_field_title,
  description: m.editor_field_description,
  slug: m.editor_field_slug,
  coverAlt: m.editor_field_cover_alt,
  challenge: m.editor_field_challenge,
  approach: m.editor_field_approach,
  metaTitle: m.editor_field_meta_title,
  metaDescription: m.editor_field_meta_description,
  client: m.editor_form_client,
  year: m.editor_col_year,
  category: m.editor_col_category,
  services: m.editor_case_services,
  image: m.editor_form_image,
  // A before/after pair's two images, sent as files or as library ids.
  before: m.editor_pair_before,
  after: m.editor_pair_after,
  beforeMediaId: m.editor_pair_before,
  afterMediaId: m.editor_pair_after,
  gallery: m.editor_gallery_heading,
  beforeAfter: m.editor_pairs_heading,
  metrics: m.editor_case_results,
  publishAt: m.editor_schedule_publish_at,
  unpublishAt: m.editor_schedule_unpublish_at,
  username: m.admin_field_username,
  password: m.admin_field_password,
  currentPassword: m.admin_password_current,
  newPassword: m.admin_password_new,
  email: m.admin_profile_email,
  role: m.admin_users_role,
  locale: m.admin_profile_language,
  stage: m.admin_lead_stage,
  assigneeId: m.admin_lead_assignee,
  fromPath: m.admin_redirects_from,
  toPath: m.admin_redirects_to,
  status: m.admin_redirects_status,
  iconType: m.admin_logo_type,
  iconValue: m.admin_logo_icon,
  order: m.admin_logo_order,
  active: m.admin_logo_active,
  contactEmail: m.admin_settings_contact_email,
  code: m.admin_reauth_code,
  file: m.admin_field_file,
  ready: m.admin_field_ready,
};

/** A list's entries, labelled with their place (1-based): "Image 2 of the gallery: alt text". */
const ENTRIES: Record<string, (n: number) => string> = {
  'gallery.alt': (n) => m.editor_field_gallery_alt({ n }),
  'gallery.caption': (n) => m.editor_field_gallery_caption({ n }),
  'beforeAfter.label': (n) => m.editor_field_pair_label({ n }),
  'metrics.label': (n) => m.editor_field_metric_label({ n }),
  services: (n) => m.editor_field_service({ n }),
};

const LANGUAGE: Record<string, () => string> = {
  fr: m.editor_language_fr,
  en: m.editor_language_en,
};

/** `a[0].b` and `a.0.b` alike, as parts. */
const partsOf = (field: string) =>
  field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);

function plainLabel(parts: string[]): string {
  return knownPlainLabel(parts) ?? m.admin_field_other();
}

function knownPlainLabel(parts: string[]): string | null {
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index > 0) {
    const list = parts.slice(0, index);
    const rest = parts.slice(index + 1);
    const key = [...list, ...rest].join('.');
    const entry = ENTRIES[key];
    if (entry) return entry(Number(parts[index]) + 1);
  }
  const name = parts.at(-1) ?? '';
  const known = LABELS[name] ?? LABELS[parts[0] ?? ''];
  return known ? known() : null;
}

/** A field's label when a form shows it (the audit log's changes); null for other keys. */
export function knownFieldLabel(field: string): string | null {
  return knownPlainLabel(partsOf(field));
}

/** A field of an API refusal, as its form labels it, in the admin's language. */
export function apiFieldLabel(field: string): string {
  const parts = partsOf(field);
  // A CSV import names each row by its line in the file.
  if (parts[0] === 'lines' && parts[1] && /^\d+$/.test(parts[1])) {
    return m.admin_field_line({ line: parts[1], label: apiFieldLabel(parts.slice(2).join('.')) });
  }
  const language = parts[0] ? LANGUAGE[parts[0]] : undefined;
  if (language) {
    if (parts[1] === 'ready') return m.editor_ready_label({ language: language() });
    return m.admin_field_in_language({ label: plainLabel(parts.slice(1)), language: language() });
  }
  return plainLabel(parts);
}
