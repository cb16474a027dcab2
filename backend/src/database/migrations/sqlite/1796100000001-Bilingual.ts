import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addEnglishSlugs } from '../english-slugs';

/** The French columns beside the English ones, per table. */
const COLUMNS: Record<string, string[]> = {
  portfolio_items: [
    `"title_fr" varchar(120) NOT NULL DEFAULT ('')`,
    `"description_fr" text NOT NULL DEFAULT ('')`,
    `"cover_alt_fr" varchar(200) NOT NULL DEFAULT ('')`,
    `"challenge_fr" text NOT NULL DEFAULT ('')`,
    `"approach_fr" text NOT NULL DEFAULT ('')`,
    `"meta_title_fr" varchar(70) NOT NULL DEFAULT ('')`,
    `"meta_description_fr" varchar(160) NOT NULL DEFAULT ('')`,
    `"slug_en" varchar(80)`,
    `"slug_fr" varchar(80)`,
    `"ready_en" boolean NOT NULL DEFAULT (0)`,
    `"ready_fr" boolean NOT NULL DEFAULT (0)`,
  ],
  portfolio_gallery_images: [
    `"alt_fr" varchar(200) NOT NULL DEFAULT ('')`,
    `"caption_fr" varchar(300) NOT NULL DEFAULT ('')`,
  ],
  portfolio_before_after_pairs: [`"label_fr" varchar(200) NOT NULL DEFAULT ('')`],
  portfolio_metrics: [`"label_fr" varchar(40) NOT NULL DEFAULT ('')`],
};

/** Writes to the landing texts raise the content version, as for every page's content. */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

/**
 * Two languages (ADR 041): French columns beside the English ones, a slug per language
 * (unique within it), a ready flag per language, and the landing page's texts. Rows saved before stay English: ready
 * in English, with a slug from their title, and not ready in French.
 */
export class Bilingual1796100000001 implements MigrationInterface {
  name = 'Bilingual1796100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      for (const column of columns) {
        await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN ${column}`);
      }
    }
    await addEnglishSlugs(queryRunner, () => '?');
    await queryRunner.query('UPDATE "portfolio_items" SET "ready_en" = 1');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_items_slug_en" ON "portfolio_items" ("slug_en") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_items_slug_fr" ON "portfolio_items" ("slug_fr") ',
    );
    await queryRunner.query(
      `CREATE TABLE "landing_content" ("id" integer PRIMARY KEY NOT NULL, "data" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    for (const event of EVENTS) {
      await queryRunner.query(
        `CREATE TRIGGER "landing_content_${event.toLowerCase()}_content_version" AFTER ${event} ON "landing_content" BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of EVENTS) {
      await queryRunner.query(
        `DROP TRIGGER "landing_content_${event.toLowerCase()}_content_version"`,
      );
    }
    await queryRunner.query('DROP TABLE "landing_content"');
    await queryRunner.query('DROP INDEX "UQ_portfolio_items_slug_fr"');
    await queryRunner.query('DROP INDEX "UQ_portfolio_items_slug_en"');
    for (const [table, columns] of Object.entries(COLUMNS).reverse()) {
      for (const column of [...columns].reverse()) {
        const [name = column] = column.split(' ');
        await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN ${name}`);
      }
    }
  }
}
