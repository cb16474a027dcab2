import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 46: the register of confidentiality incidents, with the regulation's fields. */
export class PrivacyIncidents1796800000012 implements MigrationInterface {
  name = 'PrivacyIncidents1796800000012';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "privacy_incidents" ("id" SERIAL NOT NULL, "information" text NOT NULL, "circumstances" text NOT NULL, "occurredFrom" character varying(10) NOT NULL, "occurredTo" character varying(10), "knownOn" character varying(10) NOT NULL, "peopleConcerned" integer NOT NULL, "riskAssessment" text NOT NULL, "risk" character varying(16) NOT NULL, "commissionNotifiedOn" character varying(10), "peopleNotifiedOn" character varying(10), "measures" text NOT NULL, "recordedBy" character varying(50) NOT NULL, "recordedAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_privacy_incidents" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_privacy_incidents_known" ON "privacy_incidents" ("knownOn") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_privacy_incidents_known"');
    await queryRunner.query('DROP TABLE "privacy_incidents"');
  }
}
