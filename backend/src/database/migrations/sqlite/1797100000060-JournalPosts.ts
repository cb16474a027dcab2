import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Journal posts are pages of the kind `post` with a byline, a date, a category, a cover and related projects (issue 50, ADR 105). */
export class JournalPosts1797100000060 implements MigrationInterface {
  name = 'JournalPosts1797100000060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      `"kind" varchar(8) NOT NULL DEFAULT ('page')`,
      `"author" varchar(80) NOT NULL DEFAULT ('')`,
      `"post_date" varchar(10) NOT NULL DEFAULT ('')`,
      `"category_fr" varchar(60) NOT NULL DEFAULT ('')`,
      `"category_en" varchar(60) NOT NULL DEFAULT ('')`,
      `"cover_id" integer`,
      `"related_project_ids" text`,
    ]) {
      await queryRunner.query(`ALTER TABLE "pages" ADD COLUMN ${column}`);
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_pages_journal" ON "pages" ("kind", "post_date", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_pages_journal"');
    for (const column of [
      'related_project_ids',
      'cover_id',
      'category_en',
      'category_fr',
      'post_date',
      'author',
      'kind',
    ]) {
      await queryRunner.query(`ALTER TABLE "pages" DROP COLUMN "${column}"`);
    }
  }
}
