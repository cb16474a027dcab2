import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one job runner's table. */
export class Jobs1796400450001 implements MigrationInterface {
  name = 'Jobs1796400450001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(64) NOT NULL, "key" varchar(200) NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "dueAt" datetime NOT NULL, "runAt" datetime NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "payload" text, "lockedBy" varchar(64), "lastError" text, "failedAt" datetime, "finishedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_jobs_name_key" ON "jobs" ("name", "key") ');
    await queryRunner.query('CREATE INDEX "IDX_jobs_due" ON "jobs" ("status", "runAt") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_jobs_due"');
    await queryRunner.query('DROP INDEX "UQ_jobs_name_key"');
    await queryRunner.query('DROP TABLE "jobs"');
  }
}
