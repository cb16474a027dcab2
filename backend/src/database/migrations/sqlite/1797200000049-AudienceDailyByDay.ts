import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the audience roll-up rewrites today and yesterday every ten minutes (a delete
 * by day) and the retention sweep deletes the days past 25 months; the primary key leads
 * with the dimension, so each was a full scan of the daily rows (8.4 million at the bench's
 * big set, 0.65 to 0.8 s each on SQLite, holding the API's one connection).
 */
export class AudienceDailyByDay1797200000049 implements MigrationInterface {
  name = 'AudienceDailyByDay1797200000049';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_audience_daily_day" ON "audience_daily" ("day") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_audience_daily_day"');
  }
}
