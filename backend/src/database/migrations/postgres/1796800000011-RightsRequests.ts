import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 46: rights requests, with their 30-day due date and confirmation link. */
export class RightsRequests1796800000011 implements MigrationInterface {
  name = 'RightsRequests1796800000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rights_requests" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "kind" character varying(16) NOT NULL, "status" character varying(12) NOT NULL, "locale" character varying(2) NOT NULL, "source" character varying(8) NOT NULL, "receivedAt" TIMESTAMP NOT NULL, "dueAt" TIMESTAMP NOT NULL, "confirmedAt" TIMESTAMP, "closedAt" TIMESTAMP, "outcome" text, "tokenHash" character varying(64), "tokenExpiresAt" TIMESTAMP, "remindedOn" character varying(10), CONSTRAINT "PK_rights_requests" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_rights_requests_due" ON "rights_requests" ("status", "dueAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_rights_requests_token" ON "rights_requests" ("tokenHash") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_rights_requests_token"');
    await queryRunner.query('DROP INDEX "public"."IDX_rights_requests_due"');
    await queryRunner.query('DROP TABLE "rights_requests"');
  }
}
