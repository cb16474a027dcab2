import type { MigrationInterface, QueryRunner } from 'typeorm';

const PUBLIC_TABLES = ['privacy_settings', 'privacy_policies'];

/**
 * Issue 46: the privacy settings (person in charge, lead retention, news opt-in),
 * the published versions of the privacy policy, the consent records of leads and the time
 * a lead was anonymised. The person in charge and the policy are on every public page, so
 * a write to their tables raises the content version.
 */
export class Privacy1796800000010 implements MigrationInterface {
  name = 'Privacy1796800000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_settings" ("id" integer PRIMARY KEY NOT NULL, "data" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "privacy_policies" ("version" integer PRIMARY KEY NOT NULL, "sections" text NOT NULL, "publishedBy" varchar(50) NOT NULL, "publishedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "consent_records" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "contactMessageId" integer NOT NULL, "email" varchar(254) NOT NULL, "purpose" varchar(16) NOT NULL, "policyVersion" integer NOT NULL, "locale" varchar(2) NOT NULL, "channel" varchar(8) NOT NULL, "givenAt" datetime NOT NULL, "withdrawnAt" datetime)`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_consent_records_message" ON "consent_records" ("contactMessageId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_consent_records_email" ON "consent_records" ("email") ',
    );
    await queryRunner.query('ALTER TABLE "contact_messages" ADD COLUMN "anonymisedAt" datetime');
    for (const table of PUBLIC_TABLES) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await queryRunner.query(
          `CREATE TRIGGER "${table}_${event.toLowerCase()}_content_version" AFTER ${event} ON "${table}" BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PUBLIC_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await queryRunner.query(`DROP TRIGGER "${table}_${event}_content_version"`);
      }
    }
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "anonymisedAt"');
    await queryRunner.query('DROP INDEX "IDX_consent_records_email"');
    await queryRunner.query('DROP INDEX "IDX_consent_records_message"');
    await queryRunner.query('DROP TABLE "consent_records"');
    await queryRunner.query('DROP TABLE "privacy_policies"');
    await queryRunner.query('DROP TABLE "privacy_settings"');
  }
}
