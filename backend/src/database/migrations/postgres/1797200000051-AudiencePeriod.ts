import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the audience panel's 30 days summed every daily row of the range (332,105 rows
 * into 46,598 keys at the bench's big set, 0.3 to 0.7 s); the sums of its 29 whole past
 * days are kept per key instead (ADR 053), built by the roll-up job (or the API's start)
 * into the empty table the range row names.
 */
export class AudiencePeriod1797200000051 implements MigrationInterface {
  name = 'AudiencePeriod1797200000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
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

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audience_period_range"');
    await queryRunner.query('DROP INDEX "public"."IDX_audience_period_rank"');
    await queryRunner.query('DROP TABLE "audience_period"');
  }
}
