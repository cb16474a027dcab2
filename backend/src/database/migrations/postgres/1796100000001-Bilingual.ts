import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addEnglishSlugs } from '../english-slugs';

/** The French columns beside the English ones, per table. */
const COLUMNS: Record<string, string[]> = {
  portfolio_items: [
    `"title_fr" character varying(120) NOT NULL DEFAULT ''`,
    `"description_fr" text NOT NULL DEFAULT ''`,
    `"cover_alt_fr" character varying(200) NOT NULL DEFAULT ''`,
    `"challenge_fr" text NOT NULL DEFAULT ''`,
    `"approach_fr" text NOT NULL DEFAULT ''`,
    `"meta_title_fr" character varying(70) NOT NULL DEFAULT ''`,
    `"meta_description_fr" character varying(160) NOT NULL DEFAULT ''`,
    `"slug_en" character varying(80)`,
    `"slug_fr" character varying(80)`,
    `"ready_en" boolean NOT NULL DEFAULT false`,
    `"ready_fr" boolean NOT NULL DEFAULT false`,
  ],
  portfolio_gallery_images: [
    `"alt_fr" character varying(200) NOT NULL DEFAULT ''`,
    `"caption_fr" character varying(300) NOT NULL DEFAULT ''`,
  ],
  portfolio_before_after_pairs: [`"label_fr" character varying(200) NOT NULL DEFAULT ''`],
  portfolio_metrics: [`"label_fr" character varying(40) NOT NULL DEFAULT ''`],
};

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
        await queryRunner.query(`ALTER TABLE "${table}" ADD ${column}`);
      }
    }
    await addEnglishSlugs(queryRunner, (n) => `$${n}`);
    await queryRunner.query('UPDATE "portfolio_items" SET "ready_en" = true');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_items_slug_en" ON "portfolio_items" ("slug_en") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_items_slug_fr" ON "portfolio_items" ("slug_fr") ',
    );
    await queryRunner.query(
      'CREATE TABLE "landing_content" ("id" integer NOT NULL, "data" text NOT NULL, "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_9debd72c3bac77149d409bb9cad" PRIMARY KEY ("id"))',
    );
    // Writes to the landing texts raise the content version.
    await queryRunner.query(
      'CREATE TRIGGER "landing_content_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landing_content" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "landing_content_content_version" ON "landing_content"');
    await queryRunner.query('DROP TABLE "landing_content"');
    await queryRunner.query('DROP INDEX "public"."UQ_portfolio_items_slug_fr"');
    await queryRunner.query('DROP INDEX "public"."UQ_portfolio_items_slug_en"');
    for (const [table, columns] of Object.entries(COLUMNS).reverse()) {
      for (const column of [...columns].reverse()) {
        const [name = column] = column.split(' ');
        await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN ${name}`);
      }
    }
  }
}
