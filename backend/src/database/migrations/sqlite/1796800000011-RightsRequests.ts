import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 46: rights requests, with their 30-day due date and confirmation link. */
export class RightsRequests1796800000011 implements MigrationInterface {
  name = 'RightsRequests1796800000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rights_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "kind" varchar(16) NOT NULL, "status" varchar(12) NOT NULL, "locale" varchar(2) NOT NULL, "source" varchar(8) NOT NULL, "receivedAt" datetime NOT NULL, "dueAt" datetime NOT NULL, "confirmedAt" datetime, "closedAt" datetime, "outcome" text, "tokenHash" varchar(64), "tokenExpiresAt" datetime, "remindedOn" varchar(10))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_rights_requests_due" ON "rights_requests" ("status", "dueAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_rights_requests_token" ON "rights_requests" ("tokenHash") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_rights_requests_token"');
    await queryRunner.query('DROP INDEX "IDX_rights_requests_due"');
    await queryRunner.query('DROP TABLE "rights_requests"');
  }
}
