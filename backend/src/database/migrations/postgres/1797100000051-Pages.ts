import type { MigrationInterface, QueryRunner } from 'typeorm';

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
      `CREATE TABLE "pages" ("id" SERIAL NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "title_fr" character varying(120) NOT NULL DEFAULT '', "title_en" character varying(120) NOT NULL DEFAULT '', "slug_fr" character varying(80), "slug_en" character varying(80), "meta_title_fr" character varying(70) NOT NULL DEFAULT '', "meta_title_en" character varying(70) NOT NULL DEFAULT '', "meta_description_fr" character varying(160) NOT NULL DEFAULT '', "meta_description_en" character varying(160) NOT NULL DEFAULT '', "blocks" text NOT NULL, "live_fr" boolean NOT NULL DEFAULT false, "live_en" boolean NOT NULL DEFAULT false, "publish_at" TIMESTAMP, "unpublish_at" TIMESTAMP, "scheduled_by_id" integer, "scheduled_by" character varying(64), CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_pages_slug_fr" ON "pages"  ("slug_fr") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_pages_slug_en" ON "pages"  ("slug_en") ');
    await queryRunner.query('CREATE INDEX "IDX_pages_list" ON "pages"  ("updatedAt", "id") ');
    await queryRunner.query(
      'CREATE TABLE "navigation" ("id" integer NOT NULL, "data" text NOT NULL, "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_a7c90881db5205ad8d6b86ffef7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_insert_content_version" AFTER INSERT ON "pages" FOR EACH ROW WHEN ${LIVE('NEW')} EXECUTE FUNCTION "bump_content_version"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_update_content_version" AFTER UPDATE ON "pages" FOR EACH ROW WHEN (${LIVE('OLD')} OR ${LIVE('NEW')}) EXECUTE FUNCTION "bump_content_version"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_delete_content_version" AFTER DELETE ON "pages" FOR EACH ROW WHEN ${LIVE('OLD')} EXECUTE FUNCTION "bump_content_version"()`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "navigation_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "navigation" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "navigation_content_version" ON "navigation"');
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER "pages_${event}_content_version" ON "pages"`);
    }
    await queryRunner.query('DROP TABLE "navigation"');
    await queryRunner.query('DROP INDEX "public"."IDX_pages_list"');
    await queryRunner.query('DROP INDEX "public"."UQ_pages_slug_en"');
    await queryRunner.query('DROP INDEX "public"."UQ_pages_slug_fr"');
    await queryRunner.query('DROP TABLE "pages"');
  }
}
