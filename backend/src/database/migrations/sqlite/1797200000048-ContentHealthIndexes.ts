import type { MigrationInterface, QueryRunner } from 'typeorm';

/** As portfolio/content-health-findings.ts says them today (the panel's queries). */
const INDEXES = {
  IDX_portfolio_items_without_cover: '"image" IS NULL AND "cover_media_id" IS NULL',
  IDX_portfolio_items_not_ready_en: 'NOT "ready_en"',
  IDX_portfolio_items_not_ready_fr: 'NOT "ready_fr"',
  IDX_portfolio_items_stale_en: `"title" <> '' AND "texts_saved_en" IS NOT NULL AND "texts_saved_fr" > "texts_saved_en"`,
  IDX_portfolio_items_stale_fr: `"title_fr" <> '' AND "texts_saved_fr" IS NOT NULL AND "texts_saved_en" > "texts_saved_fr"`,
};

/**
 * Issue 47: the content-health panel's findings over the items' own columns, each a
 * partial index of the items it finds, so counting and naming them reads those items
 * alone (ten full scans of 10,000 items cost 100 ms a call).
 */
export class ContentHealthIndexes1797200000048 implements MigrationInterface {
  name = 'ContentHealthIndexes1797200000048';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, where] of Object.entries(INDEXES)) {
      await queryRunner.query(`CREATE INDEX "${name}" ON "portfolio_items" ("id") WHERE ${where}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of Object.keys(INDEXES)) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
