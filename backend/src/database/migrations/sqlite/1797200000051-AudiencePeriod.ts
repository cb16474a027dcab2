import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the audience panel's presets (7, 30 and 90 days) summed every daily row of the
 * range (332,105 rows into 46,598 keys for the 30 days at the bench's big set, 0.3 to 0.7 s);
 * the sums of each preset's whole past days are kept per key instead (ADR 053), with the
 * days they cover per preset. Derived data: built by the roll-up job, or by the first
 * answer that finds a preset's period missing.
 */
export class AudiencePeriod1797200000051 implements MigrationInterface {
  name = 'AudiencePeriod1797200000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
  }
}
