import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Journal posts are pages of the kind `post` with a byline, a date, a category, a cover and related projects (issue 50, ADR 105). */
export class JournalPosts1797100000060 implements MigrationInterface {
  name = 'JournalPosts1797100000060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "pages" ADD "kind" character varying(8) NOT NULL DEFAULT 'page', ADD "author" character varying(80) NOT NULL DEFAULT '', ADD "post_date" character varying(10) NOT NULL DEFAULT '', ADD "category_fr" character varying(60) NOT NULL DEFAULT '', ADD "category_en" character varying(60) NOT NULL DEFAULT '', ADD "cover_id" integer, ADD "related_project_ids" text`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_pages_journal" ON "pages"  ("kind", "post_date", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_pages_journal"');
    await queryRunner.query(
      'ALTER TABLE "pages" DROP COLUMN "related_project_ids", DROP COLUMN "cover_id", DROP COLUMN "category_en", DROP COLUMN "category_fr", DROP COLUMN "post_date", DROP COLUMN "author", DROP COLUMN "kind"',
    );
  }
}
