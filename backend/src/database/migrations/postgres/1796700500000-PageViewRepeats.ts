import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many identical views a row stands for: the site server sends a visitor's
 * repeats of a page within a minute as one entry with their count. Existing rows are one view.
 */
export class PageViewRepeats1796700500000 implements MigrationInterface {
  name = 'PageViewRepeats1796700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "page_views" ADD "views" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "page_views" DROP COLUMN "views"');
  }
}
