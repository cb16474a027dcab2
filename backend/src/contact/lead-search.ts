import type { SelectQueryBuilder } from 'typeorm';
import type { ContactMessage } from './contact-message.entity';

/** Words of a search used at most: enough for a name and a company, bounded in cost. */
const MAX_TERMS = 8;

export interface SearchTerms {
  /** The words, accents and case folded, in the order typed. */
  words: string[];
  /** Whether the last word may be the start of a longer one (nothing typed after it). */
  lastIsPrefix: boolean;
}

/**
 * The words of an inbox search: letters and digits, accents stripped (NFD) and lower-cased,
 * as the index holds them. Punctuation separates words, as in the index (`ada@example.com`
 * is `ada example com`). Each word must be a whole word of the lead, except the last when
 * the search ends with it, which may be the start of one (search as you type): `quartz`
 * finds "QUARTZMAIL", `100%` finds "100%" but not "1000".
 */
export function searchTerms(q: string): SearchTerms {
  const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
  return { words, lastIsPrefix: /[\p{L}\p{N}]$/u.test(folded) };
}

/**
 * Keeps the leads whose name, e-mail, company or message holds every word of `q`, on the
 * full-text index of each database (ADR 086): FTS5 on SQLite, a tsvector with GIN on
 * PostgreSQL. A search without a letter or digit finds nothing.
 */
export function whereSearchMatches(
  query: SelectQueryBuilder<ContactMessage>,
  q: string,
  postgres: boolean,
): void {
  const { words, lastIsPrefix } = searchTerms(q);
  if (words.length === 0) {
    query.andWhere('1 = 0');
    return;
  }
  const prefix = (i: number) => lastIsPrefix && i === words.length - 1;
  const alias = query.alias;
  if (postgres) {
    // Words hold only letters and digits, so they are safe in a tsquery as they are;
    // unaccent folds what NFD does not (œ, ß), as it did for the index.
    const tsquery = words.map((w, i) => (prefix(i) ? `${w}:*` : w)).join(' & ');
    query.andWhere(
      `${alias}.id IN (SELECT s."messageId" FROM "contact_messages_search" s WHERE s."vector" @@ to_tsquery('simple', unaccent(:leadSearch)))`,
      { leadSearch: tsquery },
    );
    return;
  }
  // Each word quoted (FTS5 syntax), all required.
  const match = words.map((w, i) => (prefix(i) ? `"${w}"*` : `"${w}"`)).join(' ');
  query.andWhere(
    `${alias}.id IN (SELECT "rowid" FROM "contact_messages_search" WHERE "contact_messages_search" MATCH :leadSearch)`,
    { leadSearch: match },
  );
}
