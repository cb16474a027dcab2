/**
 * The content-health panel's findings over an item's own columns, as SQL on the
 * `portfolio_items` columns: the panel's queries and the partial indexes that serve them
 * (migration ContentHealthIndexes) say the same words, which is what lets either database
 * read a finding from its index (a parameter in place of a literal would not match it).
 * A language is stale when it has a title, both were saved, and the other one later.
 */
export const CONTENT_HEALTH_FINDINGS = {
  withoutCover: '"image" IS NULL AND "cover_media_id" IS NULL',
  notReadyEn: 'NOT "ready_en"',
  notReadyFr: 'NOT "ready_fr"',
  staleEn: `"title" <> '' AND "texts_saved_en" IS NOT NULL AND "texts_saved_fr" > "texts_saved_en"`,
  staleFr: `"title_fr" <> '' AND "texts_saved_fr" IS NOT NULL AND "texts_saved_en" > "texts_saved_fr"`,
} as const;
