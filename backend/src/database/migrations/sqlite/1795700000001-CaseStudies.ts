import type { MigrationInterface, QueryRunner } from 'typeorm';

/** New columns of portfolio_items: added in place, so columns other changes add stay. */
const ITEM_COLUMNS = [
  `"status" varchar(16) NOT NULL DEFAULT ('published')`,
  `"display_order" integer NOT NULL DEFAULT (0)`,
  `"cover_alt" varchar(200) NOT NULL DEFAULT ('')`,
  `"marketplace" varchar(60) NOT NULL DEFAULT ('')`,
  `"services" text NOT NULL DEFAULT ('[]')`,
  `"challenge" text NOT NULL DEFAULT ('')`,
  `"approach" text NOT NULL DEFAULT ('')`,
  `"meta_title" varchar(70) NOT NULL DEFAULT ('')`,
  `"meta_description" varchar(160) NOT NULL DEFAULT ('')`,
];

/** Child tables the public pages show: every write to them raises the content version. */
const CONTENT_TABLES = [
  'portfolio_gallery_images',
  'portfolio_before_after_pairs',
  'portfolio_metrics',
];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

/** Case studies: status, order, texts, gallery, before/after, results, preview links. */
export class CaseStudies1795700000001 implements MigrationInterface {
  name = 'CaseStudies1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of ITEM_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "portfolio_items" ADD COLUMN ${column}`);
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_status_order" ON "portfolio_items" ("status", "featured", "display_order") ',
    );
    await queryRunner.query(
      `CREATE TABLE "portfolio_gallery_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "image" text NOT NULL, "alt" varchar(200) NOT NULL, "caption" varchar(300) NOT NULL DEFAULT (''), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_6d8543f9a84c74c81c0457bfead" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_gallery_images_item" ON "portfolio_gallery_images" ("itemId", "position") ',
    );
    await queryRunner.query(
      `CREATE TABLE "portfolio_before_after_pairs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "label" varchar(200) NOT NULL, "before" text NOT NULL, "after" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f9eedc2e3c7aa0d2653e873af7d" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_before_after_pairs_item" ON "portfolio_before_after_pairs" ("itemId", "position") ',
    );
    await queryRunner.query(
      `CREATE TABLE "portfolio_metrics" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "label" varchar(40) NOT NULL, "before_value" double precision NOT NULL, "after_value" double precision NOT NULL, "unit" varchar(12) NOT NULL DEFAULT (''), CONSTRAINT "FK_7de3f9c68c3ff4e1874b962bff9" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_metrics_item" ON "portfolio_metrics" ("itemId", "position") ',
    );
    await queryRunner.query(
      `CREATE TABLE "portfolio_preview_links" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "revokedAt" datetime, "createdBy" varchar(50) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_72ad250287bbd41253c9c32f8e6" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_preview_links_token" ON "portfolio_preview_links" ("tokenHash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_preview_links_item" ON "portfolio_preview_links" ("itemId") ',
    );
    for (const table of CONTENT_TABLES) {
      for (const event of EVENTS) {
        await queryRunner.query(
          `CREATE TRIGGER "${table}_${event.toLowerCase()}_content_version" AFTER ${event} ON "${table}" BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      for (const event of EVENTS) {
        await queryRunner.query(`DROP TRIGGER "${table}_${event.toLowerCase()}_content_version"`);
      }
    }
    await queryRunner.query('DROP TABLE "portfolio_preview_links"');
    await queryRunner.query('DROP TABLE "portfolio_metrics"');
    await queryRunner.query('DROP TABLE "portfolio_before_after_pairs"');
    await queryRunner.query('DROP TABLE "portfolio_gallery_images"');
    await queryRunner.query('DROP INDEX "IDX_portfolio_items_status_order"');
    for (const column of [...ITEM_COLUMNS].reverse()) {
      const [name = column] = column.split(' ');
      await queryRunner.query(`ALTER TABLE "portfolio_items" DROP COLUMN ${name}`);
    }
  }
}
