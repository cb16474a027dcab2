import type { SelectQueryBuilder } from 'typeorm';
import { searchTerms } from '../common/search-terms';
import type { ContactMessage } from './contact-message.entity';

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
