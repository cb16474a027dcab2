import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A day's page views by id (issue 25's bench): the panel asks, at each answer,
 * how many views today has and which came after the last one it tallied, from the index
 * alone instead of the day's rows.
 */
export class PageViewsById1796700400000 implements MigrationInterface {
  name = 'PageViewsById1796700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_page_views_day_id" ON "page_views" ("day", "id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_page_views_day_id"');
  }
}
