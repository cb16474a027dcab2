import type { Locale } from '@prism/contracts';
import type { Block, BlockType } from '@prism/contracts/blocks';
import { entriesOf } from './block-entries';
import { m } from '~/paraglide/messages';

/** Each block type's name, as the "Add a block" menu and each block's card say it. */
export const BLOCK_NAMES: Record<BlockType, () => string> = {
  richText: m.pages_block_rich_text,
  headingText: m.pages_block_heading_text,
  image: m.pages_block_image,
  gallery: m.pages_block_gallery,
  quote: m.pages_block_quote,
  team: m.pages_block_team,
  services: m.pages_block_services,
  projects: m.pages_block_projects,
  stats: m.pages_block_stats,
  cta: m.pages_block_cta,
  faq: m.pages_block_faq,
  contactForm: m.pages_block_contact_form,
};

/** A field of a block by its name; a few names mean something else in some blocks. */
const FIELDS: Record<string, () => string> = {
  title: m.pages_field_title,
  slug: m.pages_field_slug,
  metaTitle: m.pages_field_meta_title,
  metaDescription: m.pages_field_meta_description,
  blocks: m.pages_field_blocks,
  heading: m.pages_field_heading,
  body: m.pages_field_body,
  mediaId: m.pages_field_image,
  mediaIds: m.pages_field_images,
  wide: m.pages_field_wide,
  quote: m.pages_field_quote,
  author: m.pages_field_author,
  role: m.pages_field_role,
  company: m.pages_field_company,
  members: m.pages_field_members,
  name: m.pages_field_name,
  bio: m.pages_field_bio,
  text: m.pages_field_text,
  value: m.pages_field_value,
  label: m.pages_field_label,
  href: m.pages_field_href,
  source: m.pages_field_source,
  projectIds: m.pages_field_projects,
  category: m.pages_field_category,
  count: m.pages_field_count,
  question: m.pages_field_question,
  answer: m.pages_field_answer,
  intro: m.pages_field_intro,
  id: m.pages_field_id,
};

const OWN_FIELDS: Partial<Record<BlockType, Record<string, () => string>>> = {
  services: { items: m.pages_field_services, title: m.pages_field_service_name },
  stats: { items: m.pages_field_figures },
  faq: { items: m.pages_field_questions },
  cta: { label: m.pages_field_button_label },
};

/** An entry of a block's list, by its place from 1: "Member 2", "Question 3". */
const ENTRY: Partial<Record<BlockType, (n: number) => string>> = {
  team: (n) => m.pages_entry_member({ n }),
  services: (n) => m.pages_entry_service({ n }),
  stats: (n) => m.pages_entry_figure({ n }),
  faq: (n) => m.pages_entry_question({ n }),
};

export const languageName = (locale: Locale): string =>
  locale === 'fr' ? m.pages_language_fr() : m.pages_language_en();

/** A journal post's own fields, at the page's top level (issue 50). */
const POST_FIELDS: Record<string, () => string> = {
  author: m.pages_field_byline,
  date: m.pages_field_date,
  category: m.pages_field_post_category,
  coverId: m.pages_field_cover,
  relatedProjectIds: m.pages_field_related,
};

const fieldName = (name: string, type?: BlockType): string =>
  (type && OWN_FIELDS[type]?.[name]?.()) ?? FIELDS[name]?.() ?? m.pages_field_other();

/** A block as a sentence names it: "Block 2 (Team)". */
export const blockLabel = (block: Pick<Block, 'type'>, index: number): string =>
  m.pages_block_label({ n: index + 1, type: BLOCK_NAMES[block.type]() });

/**
 * A field of the page as the editor labels it, in the admin's language: `title` "Title",
 * `blocks.2.members.0.role` "Block 3 (Team) — Member 1: role". The block at an index is
 * looked up in `blocks`; a path naming a block by id (`blocks.b1x9.heading`, as a conflict
 * does) finds it by id. With `locale`, the language follows: "… (French)".
 */
export function pageFieldLabel(
  path: string,
  blocks: readonly Block[],
  locale: Locale | null = null,
): string {
  const parts = path.split('.');
  let label: string;
  if (parts[0] !== 'blocks' || parts[1] === undefined) {
    label = POST_FIELDS[parts[0] ?? '']?.() ?? fieldName(parts[0] ?? '');
  } else {
    const key = parts[1];
    const index = /^\d+$/.test(key) ? Number(key) : blocks.findIndex((b) => b.id === key);
    const block = blocks[index];
    const rest = parts.slice(2).filter((p) => p !== 'fr' && p !== 'en');
    if (!block) {
      label = m.pages_field_blocks();
    } else if (rest.length === 0 || rest[0] === 'order') {
      label = blockLabel(block, index);
    } else {
      const [list = '', entry, field] = rest;
      const entryLabel = ENTRY[block.type];
      // An entry by its place (a refusal) or by its id (a conflict).
      const place =
        entry === undefined
          ? -1
          : /^\d+$/.test(entry)
            ? Number(entry)
            : entriesOf(block).findIndex((e) => e.id === entry);
      const inner =
        place >= 0 && entryLabel
          ? field
            ? m.pages_entry_field({
                entry: entryLabel(place + 1),
                field: fieldName(field, block.type),
              })
            : entryLabel(place + 1)
          : fieldName(list, block.type);
      label = m.pages_block_field({ block: blockLabel(block, index), field: inner });
    }
  }
  const language = locale ?? (/\.(fr|en)$/.exec(path)?.[1] as Locale | undefined) ?? null;
  return language ? m.pages_in_language({ label, language: languageName(language) }) : label;
}
