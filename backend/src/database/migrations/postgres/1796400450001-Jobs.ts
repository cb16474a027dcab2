import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one job runner's table. */
export class Jobs1796400450001 implements MigrationInterface {
  name = 'Jobs1796400450001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "jobs" ("id" SERIAL NOT NULL, "name" character varying(64) NOT NULL, "key" character varying(200) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "dueAt" TIMESTAMP NOT NULL, "runAt" TIMESTAMP NOT NULL, "attempts" integer NOT NULL DEFAULT 0, "payload" text, "lockedBy" character varying(64), "lastError" text, "failedAt" TIMESTAMP, "finishedAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_jobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_jobs_name_key" ON "jobs" ("name", "key") ');
    await queryRunner.query('CREATE INDEX "IDX_jobs_due" ON "jobs" ("status", "runAt") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_jobs_due"');
    await queryRunner.query('DROP INDEX "public"."UQ_jobs_name_key"');
    await queryRunner.query('DROP TABLE "jobs"');
  }
}
