import { LOCALES, type Locale } from '@prism/contracts';
import {
  noPostFields,
  type PageAnswer,
  type PageFields,
  type PageKind,
  type PagePatch,
} from '@prism/contracts/pages';

/** The texts a page holds once per language. */
export const PAGE_TEXTS = ['title', 'slug', 'metaTitle', 'metaDescription'] as const;
export type PageText = (typeof PAGE_TEXTS)[number];

const EMPTY = { fr: '', en: '' };

/** The texts written once per language: the page's and a post's category. */
const LOCAL_TEXTS = [...PAGE_TEXTS, 'category'] as const;
/** A post's fields both languages share, each saved whole. */
const SHARED_FIELDS = ['author', 'date', 'coverId', 'relatedProjectIds'] as const;

/** A new page's (or post's) fields: nothing written, no block. */
export const emptyPageFields = (kind: PageKind = 'page'): PageFields => ({
  title: { ...EMPTY },
  slug: { ...EMPTY },
  metaTitle: { ...EMPTY },
  metaDescription: { ...EMPTY },
  blocks: [],
  ...noPostFields(),
  kind,
});

/** The fields of a page as the API answered it: what the editor starts from. */
export const fieldsOfPage = (page: PageAnswer): PageFields => ({
  title: { ...page.title },
  slug: { ...page.slug },
  metaTitle: { ...page.metaTitle },
  metaDescription: { ...page.metaDescription },
  blocks: structuredClone(page.blocks),
  kind: page.kind,
  author: page.author,
  date: page.date,
  category: { ...page.category },
  coverId: page.coverId,
  relatedProjectIds: [...page.relatedProjectIds],
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A field-level save: of each text, the languages the person changed since
 * `saved`; the blocks whole when any changed (the server merges them with a colleague's by
 * block id). Null when nothing changed.
 */
export function pagePatchOf(saved: PageFields, draft: PageFields): PagePatch | null {
  const patch: PagePatch = {};
  for (const name of LOCAL_TEXTS) {
    const changed: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      if (draft[name][locale] !== saved[name][locale]) changed[locale] = draft[name][locale];
    }
    if (Object.keys(changed).length > 0) patch[name] = changed;
  }
  if (!same(saved.blocks, draft.blocks)) patch.blocks = draft.blocks;
  for (const name of SHARED_FIELDS) {
    if (!same(saved[name], draft[name])) Object.assign(patch, { [name]: draft[name] });
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * The draft once a save is answered: fields the person left alone since the save was sent
 * take the page as the server keeps it (a colleague's merged change, a slug made from the
 * title, rich text reduced); fields changed meanwhile keep the person's text.
 */
export function draftAfterSave(
  sent: PageFields,
  draft: PageFields,
  answer: PageFields,
): PageFields {
  const next = structuredClone(answer);
  for (const name of LOCAL_TEXTS) {
    for (const locale of LOCALES) {
      if (draft[name][locale] !== sent[name][locale]) next[name][locale] = draft[name][locale];
    }
  }
  if (!same(draft.blocks, sent.blocks)) next.blocks = draft.blocks;
  for (const name of SHARED_FIELDS) {
    if (!same(draft[name], sent[name])) Object.assign(next, { [name]: draft[name] });
  }
  return next;
}
