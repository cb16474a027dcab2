import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 46: the register of confidentiality incidents, with the regulation's fields. */
export class PrivacyIncidents1796800000012 implements MigrationInterface {
  name = 'PrivacyIncidents1796800000012';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_incidents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "information" text NOT NULL, "circumstances" text NOT NULL, "occurredFrom" varchar(10) NOT NULL, "occurredTo" varchar(10), "knownOn" varchar(10) NOT NULL, "peopleConcerned" integer NOT NULL, "riskAssessment" text NOT NULL, "risk" varchar(16) NOT NULL, "commissionNotifiedOn" varchar(10), "peopleNotifiedOn" varchar(10), "measures" text NOT NULL, "recordedBy" varchar(50) NOT NULL, "recordedAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_privacy_incidents_known" ON "privacy_incidents" ("knownOn") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_privacy_incidents_known"');
    await queryRunner.query('DROP TABLE "privacy_incidents"');
  }
}
