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
      'CREATE TABLE "privacy_settings" ("id" integer NOT NULL, "data" text NOT NULL, "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_privacy_settings" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "privacy_policies" ("version" integer NOT NULL, "sections" text NOT NULL, "publishedBy" character varying(50) NOT NULL, "publishedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_privacy_policies" PRIMARY KEY ("version"))',
    );
    await queryRunner.query(
      'CREATE TABLE "consent_records" ("id" SERIAL NOT NULL, "contactMessageId" integer NOT NULL, "email" character varying(254) NOT NULL, "purpose" character varying(16) NOT NULL, "policyVersion" integer NOT NULL, "locale" character varying(2) NOT NULL, "channel" character varying(8) NOT NULL, "givenAt" TIMESTAMP NOT NULL, "withdrawnAt" TIMESTAMP, CONSTRAINT "PK_consent_records" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_consent_records_message" ON "consent_records" ("contactMessageId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_consent_records_email" ON "consent_records" ("email") ',
    );
    await queryRunner.query('ALTER TABLE "contact_messages" ADD "anonymisedAt" TIMESTAMP');
    for (const table of PUBLIC_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PUBLIC_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_version" ON "${table}"`);
    }
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "anonymisedAt"');
    await queryRunner.query('DROP INDEX "public"."IDX_consent_records_email"');
    await queryRunner.query('DROP INDEX "public"."IDX_consent_records_message"');
    await queryRunner.query('DROP TABLE "consent_records"');
    await queryRunner.query('DROP TABLE "privacy_policies"');
    await queryRunner.query('DROP TABLE "privacy_settings"');
  }
}
