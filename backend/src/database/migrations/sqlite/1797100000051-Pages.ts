import type { MigrationInterface, QueryRunner } from 'typeorm';

const BUMP = 'BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END';
const LIVE = (row: 'OLD' | 'NEW') => `(${row}."live_fr" OR ${row}."live_en")`;

/**
 * Pages built from blocks and the site's navigation (issue 50, ADR 099). A page's writes
 * raise the content version (ADR 019, 093) only while it is or was live in a language:
 * a draft's saves change nothing a visitor sees. The navigation always shows.
 */
export class Pages1797100000051 implements MigrationInterface {
  name = 'Pages1797100000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "title_fr" varchar(120) NOT NULL DEFAULT (''), "title_en" varchar(120) NOT NULL DEFAULT (''), "slug_fr" varchar(80), "slug_en" varchar(80), "meta_title_fr" varchar(70) NOT NULL DEFAULT (''), "meta_title_en" varchar(70) NOT NULL DEFAULT (''), "meta_description_fr" varchar(160) NOT NULL DEFAULT (''), "meta_description_en" varchar(160) NOT NULL DEFAULT (''), "blocks" text NOT NULL, "live_fr" boolean NOT NULL DEFAULT (0), "live_en" boolean NOT NULL DEFAULT (0), "publish_at" datetime, "unpublish_at" datetime, "scheduled_by_id" integer, "scheduled_by" varchar(64))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_pages_slug_fr" ON "pages" ("slug_fr") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_pages_slug_en" ON "pages" ("slug_en") ');
    await queryRunner.query('CREATE INDEX "IDX_pages_list" ON "pages" ("updatedAt", "id") ');
    await queryRunner.query(
      `CREATE TABLE "navigation" ("id" integer PRIMARY KEY NOT NULL, "data" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_insert_content_version" AFTER INSERT ON "pages" WHEN ${LIVE('NEW')} ${BUMP}`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_update_content_version" AFTER UPDATE ON "pages" WHEN ${LIVE('OLD')} OR ${LIVE('NEW')} ${BUMP}`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_delete_content_version" AFTER DELETE ON "pages" WHEN ${LIVE('OLD')} ${BUMP}`,
    );
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await queryRunner.query(
        `CREATE TRIGGER "navigation_${event.toLowerCase()}_content_version" AFTER ${event} ON "navigation" ${BUMP}`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['navigation', 'pages']) {
      for (const event of ['insert', 'update', 'delete']) {
        await queryRunner.query(`DROP TRIGGER "${table}_${event}_content_version"`);
      }
    }
    await queryRunner.query('DROP TABLE "navigation"');
    await queryRunner.query('DROP INDEX "IDX_pages_list"');
    await queryRunner.query('DROP INDEX "UQ_pages_slug_en"');
    await queryRunner.query('DROP INDEX "UQ_pages_slug_fr"');
    await queryRunner.query('DROP TABLE "pages"');
  }
}
