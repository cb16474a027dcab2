import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library (ADR 097). A change to what a visitor sees of an image (its renditions,
 * alt texts, captions) raises the content version, as every published row's does:
 * the pages that show it are made again. An upload or a delete does not: no page shows an
 * image before it is used, and one in use cannot be deleted.
 */
export class MediaLibrary1797100000050 implements MigrationInterface {
  name = 'MediaLibrary1797100000050';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media_assets" ("id" SERIAL NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "image" text NOT NULL, "file_name" character varying(200) NOT NULL, "bytes" integer NOT NULL, "alt_fr" character varying(250) NOT NULL DEFAULT '', "alt_en" character varying(250) NOT NULL DEFAULT '', "caption_fr" character varying(500) NOT NULL DEFAULT '', "caption_en" character varying(500) NOT NULL DEFAULT '', "search_text" text NOT NULL DEFAULT '', "version" integer NOT NULL DEFAULT '1', "field_versions" text NOT NULL, CONSTRAINT "PK_media_assets" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_media_assets_list" ON "media_assets" ("createdAt", "id") ',
    );
    await queryRunner.query(
      'CREATE TRIGGER "media_assets_content_version" AFTER UPDATE OF "image", "alt_fr", "alt_en", "caption_fr", "caption_en" ON "media_assets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "media_assets_content_version" ON "media_assets"');
    await queryRunner.query('DROP TABLE "media_assets"');
  }
}
