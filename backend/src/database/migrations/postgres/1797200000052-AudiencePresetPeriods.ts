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
    await queryRunner.query('DROP INDEX "public"."IDX_audience_period_rank"');
    await queryRunner.query('DROP TABLE "audience_period"');
    await queryRunner.query(
      'CREATE TABLE "audience_period" ("preset" integer NOT NULL, "dimension" character varying(16) NOT NULL, "key" character varying(300) NOT NULL, "views" bigint NOT NULL, "visitors" bigint NOT NULL, "leads" bigint NOT NULL, "days" integer NOT NULL, CONSTRAINT "PK_d9666d576218e9aff72f25b1954" PRIMARY KEY ("preset", "dimension", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audience_period_rank" ON "audience_period" ("preset", "dimension", "visitors", "leads") ',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_period_range" ("preset" integer NOT NULL, "from" character varying(10), "to" character varying(10), CONSTRAINT "PK_948d1a0972f4f10957593e4a4ba" PRIMARY KEY ("preset"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audience_period_range"');
    await queryRunner.query('DROP INDEX "public"."IDX_audience_period_rank"');
    await queryRunner.query('DROP TABLE "audience_period"');
    await queryRunner.query(
      'CREATE TABLE "audience_period" ("dimension" character varying(16) NOT NULL, "key" character varying(300) NOT NULL, "views" bigint NOT NULL, "visitors" bigint NOT NULL, "leads" bigint NOT NULL, "days" integer NOT NULL, CONSTRAINT "PK_45a4de1f175a3a8c43703b09747" PRIMARY KEY ("dimension", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audience_period_rank" ON "audience_period" ("dimension", "visitors", "leads") ',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_period_range" ("id" integer NOT NULL, "from" character varying(10), "to" character varying(10), CONSTRAINT "PK_43e3a452b16f20876461e8964fd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('INSERT INTO "audience_period_range" ("id") VALUES (1)');
  }
}
