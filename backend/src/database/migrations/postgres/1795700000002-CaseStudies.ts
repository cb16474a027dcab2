import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Child tables the public pages show: every write to them raises the content version. */
const CONTENT_TABLES = [
  'portfolio_gallery_images',
  'portfolio_before_after_pairs',
  'portfolio_metrics',
];

/** Case studies: status, order, texts, gallery, before/after, results, preview links. */
export class CaseStudies1795700000002 implements MigrationInterface {
  name = 'CaseStudies1795700000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "portfolio_gallery_images" ("id" SERIAL NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "image" text NOT NULL, "alt" character varying(200) NOT NULL, "caption" character varying(300) NOT NULL DEFAULT \'\', "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_ffb9e1dea372172982b20c81a7e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_gallery_images_item" ON "portfolio_gallery_images"  ("itemId", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "portfolio_before_after_pairs" ("id" SERIAL NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "label" character varying(200) NOT NULL, "before" text NOT NULL, "after" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_0e418cda36cee1da9bde7de23da" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_before_after_pairs_item" ON "portfolio_before_after_pairs"  ("itemId", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "portfolio_metrics" ("id" SERIAL NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "label" character varying(40) NOT NULL, "before_value" double precision NOT NULL, "after_value" double precision NOT NULL, "unit" character varying(12) NOT NULL DEFAULT \'\', CONSTRAINT "PK_90e43de3500a7052e28db61f4fc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_metrics_item" ON "portfolio_metrics"  ("itemId", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "portfolio_preview_links" ("id" SERIAL NOT NULL, "itemId" integer NOT NULL, "tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "revokedAt" TIMESTAMP, "createdBy" character varying(50) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_a16d288295386de4bca9172ee64" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_portfolio_preview_links_token" ON "portfolio_preview_links"  ("tokenHash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_preview_links_item" ON "portfolio_preview_links"  ("itemId") ',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "status" character varying(16) NOT NULL DEFAULT \'published\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "display_order" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "cover_alt" character varying(200) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "marketplace" character varying(60) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "services" text NOT NULL DEFAULT \'[]\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "challenge" text NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "approach" text NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "meta_title" character varying(70) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "meta_description" character varying(160) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_status_order" ON "portfolio_items"  ("status", "featured", "display_order") ',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_gallery_images" ADD CONSTRAINT "FK_6d8543f9a84c74c81c0457bfead" FOREIGN KEY ("itemId") REFERENCES "portfolio_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_before_after_pairs" ADD CONSTRAINT "FK_f9eedc2e3c7aa0d2653e873af7d" FOREIGN KEY ("itemId") REFERENCES "portfolio_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_metrics" ADD CONSTRAINT "FK_7de3f9c68c3ff4e1874b962bff9" FOREIGN KEY ("itemId") REFERENCES "portfolio_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_preview_links" ADD CONSTRAINT "FK_72ad250287bbd41253c9c32f8e6" FOREIGN KEY ("itemId") REFERENCES "portfolio_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_version" ON "${table}"`);
    }
    await queryRunner.query(
      'ALTER TABLE "portfolio_preview_links" DROP CONSTRAINT "FK_72ad250287bbd41253c9c32f8e6"',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_metrics" DROP CONSTRAINT "FK_7de3f9c68c3ff4e1874b962bff9"',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_before_after_pairs" DROP CONSTRAINT "FK_f9eedc2e3c7aa0d2653e873af7d"',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_gallery_images" DROP CONSTRAINT "FK_6d8543f9a84c74c81c0457bfead"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_items_status_order"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "meta_description"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "meta_title"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "approach"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "challenge"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "services"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "marketplace"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "cover_alt"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "display_order"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "status"');
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_preview_links_item"');
    await queryRunner.query('DROP INDEX "public"."UQ_portfolio_preview_links_token"');
    await queryRunner.query('DROP TABLE "portfolio_preview_links"');
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_metrics_item"');
    await queryRunner.query('DROP TABLE "portfolio_metrics"');
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_before_after_pairs_item"');
    await queryRunner.query('DROP TABLE "portfolio_before_after_pairs"');
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_gallery_images_item"');
    await queryRunner.query('DROP TABLE "portfolio_gallery_images"');
  }
}
