import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the panel's 7 and 90 days still summed every daily row of the range (0.14 and
 * 0.89 s of the API's CPU at the bench's big set); each preset now has its period (ADR 053),
 * keyed by the preset's days. The period is derived data: dropped here, built again by the
 * roll-up job (or the first answer that finds it missing).
 */
export class AudiencePresetPeriods1797200000052 implements MigrationInterface {
  name = 'AudiencePresetPeriods1797200000052';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audience_period_range"');
    await queryRunner.query('DROP INDEX "IDX_audience_period_rank"');
    await queryRunner.query('DROP TABLE "audience_period"');
    await queryRunner.query(
      'CREATE TABLE "audience_period" ("preset" integer NOT NULL, "dimension" varchar(16) NOT NULL, "key" varchar(300) NOT NULL, "views" bigint NOT NULL, "visitors" bigint NOT NULL, "leads" bigint NOT NULL, "days" integer NOT NULL, PRIMARY KEY ("preset", "dimension", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audience_period_rank" ON "audience_period" ("preset", "dimension", "visitors", "leads") ',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_period_range" ("preset" integer PRIMARY KEY NOT NULL, "from" varchar(10), "to" varchar(10))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audience_period_range"');
    await queryRunner.query('DROP INDEX "IDX_audience_period_rank"');
    await queryRunner.query('DROP TABLE "audience_period"');
    await queryRunner.query(
      'CREATE TABLE "audience_period" ("dimension" varchar(16) NOT NULL, "key" varchar(300) NOT NULL, "views" bigint NOT NULL, "visitors" bigint NOT NULL, "leads" bigint NOT NULL, "days" integer NOT NULL, PRIMARY KEY ("dimension", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audience_period_rank" ON "audience_period" ("dimension", "visitors", "leads") ',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_period_range" ("id" integer PRIMARY KEY NOT NULL, "from" varchar(10), "to" varchar(10))',
    );
    await queryRunner.query('INSERT INTO "audience_period_range" ("id") VALUES (1)');
  }
}
