import { LOCALES, type Locale } from '@prism/contracts';
import type { PageFields } from '@prism/contracts/pages';
import { pageMissing, recordPath } from '@prism/contracts/pages';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/domain-error';
import type { RevisionFields } from '../revisions/revision.entity';
import { Page } from './page.entity';

/**
 * A page's fields as the contracts name them (`title.fr`, `blocks`), read from and written
 * to its row's columns (one per language). Everything that maps the two goes through here.
 */

type TextColumn = 'title' | 'metaTitle' | 'metaDescription';
const column = (field: TextColumn, locale: Locale) =>
  `${field}${locale === 'fr' ? 'Fr' : 'En'}` as const;

export const slugOf = (row: Page, locale: Locale): string =>
  (locale === 'fr' ? row.slugFr : row.slugEn) ?? '';

export const liveIn = (row: Page, locale: Locale): boolean =>
  locale === 'fr' ? row.liveFr : row.liveEn;

export function setLive(row: Page, locale: Locale, live: boolean): void {
  if (locale === 'fr') row.liveFr = live;
  else row.liveEn = live;
}

const perLocale = <T>(of: (locale: Locale) => T): Record<Locale, T> => ({
  fr: of('fr'),
  en: of('en'),
});

/** The page's fields (texts of both languages, slugs as '' while none, the blocks). */
export function fieldsOf(row: Page): PageFields {
  const text = (field: TextColumn) => perLocale((locale) => row[column(field, locale)]);
  return {
    title: text('title'),
    slug: perLocale((locale) => slugOf(row, locale)),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    blocks: row.blocks,
    kind: row.kind,
    author: row.author,
    date: row.postDate,
    category: { fr: row.categoryFr, en: row.categoryEn },
    coverId: row.coverId,
    relatedProjectIds: row.relatedProjectIds ?? [],
  };
}

/**
 * Sets the fields given (a PATCH's, a merge's result); a slug '' becomes null (none). The
 * kind is the creation's alone (a revision or merge never turns a page into a post).
 */
export function setFields(row: Page, fields: Partial<PageFields>): void {
  for (const locale of LOCALES) {
    if (fields.title) row[column('title', locale)] = fields.title[locale];
    if (fields.metaTitle) row[column('metaTitle', locale)] = fields.metaTitle[locale];
    if (fields.metaDescription) {
      row[column('metaDescription', locale)] = fields.metaDescription[locale];
    }
    if (fields.slug) {
      const slug = fields.slug[locale] || null;
      if (locale === 'fr') row.slugFr = slug;
      else row.slugEn = slug;
    }
  }
  if (fields.blocks) row.blocks = fields.blocks;
  if (fields.author !== undefined) row.author = fields.author;
  if (fields.date !== undefined) row.postDate = fields.date;
  if (fields.category) {
    row.categoryFr = fields.category.fr;
    row.categoryEn = fields.category.en;
  }
  if (fields.coverId !== undefined) row.coverId = fields.coverId;
  if (fields.relatedProjectIds) row.relatedProjectIds = fields.relatedProjectIds;
}

/** The record's address in a language: a page's `/fr/<slug>`, a post's `/fr/journal/<slug>`. */
export const pathOf = (row: Pick<Page, 'kind'>, locale: Locale, slug: string): string =>
  recordPath(row.kind, locale, slug);

export const missingOf = (row: Page): Record<Locale, string[]> =>
  perLocale((locale) => pageMissing(fieldsOf(row), locale));

export const liveOf = (row: Page): Record<Locale, boolean> =>
  perLocale((locale) => liveIn(row, locale));

/**
 * The page as a revision keeps it: its fields and where it is live. The schedule and
 * times are left out (a schedule is no content; updatedAt moves with every save).
 */
export const snapshotOfPage = (row: Page): RevisionFields => ({
  ...fieldsOf(row),
  live: liveOf(row),
});

/** How an audit entry names a page: its French title, else its English one. */
export const pageTarget = (row: Pick<Page, 'id' | 'kind' | 'titleFr' | 'titleEn'>) => ({
  type: row.kind === 'post' ? 'post' : 'page',
  id: row.id,
  label: row.titleFr || row.titleEn,
});

/**
 * The page's row, locked for the rest of the transaction on PostgreSQL (SQLite serialises
 * units of work), as an item's: concurrent changes to one page queue up.
 */
export async function lockPage(tx: EntityManager, id: number): Promise<Page> {
  const row = await findLockedPage(tx, id);
  if (!row) throw notFound('page');
  return row;
}

/** The same lock, for a caller to whom a deleted page is no error (a scheduled job). */
export function findLockedPage(tx: EntityManager, id: number): Promise<Page | null> {
  return tx.findOne(Page, {
    where: { id },
    ...(tx.dataSource.options.type === 'postgres'
      ? { lock: { mode: 'pessimistic_write' as const } }
      : {}),
  });
}
