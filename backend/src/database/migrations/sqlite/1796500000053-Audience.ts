import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lead's audience attribution: nullable columns, added in place. */
const LEAD_COLUMNS = [
  ['audienceSource', 253],
  ['audienceChannel', 16],
  ['audienceCampaign', 200],
  ['visitorKey', 64],
  ['audienceDay', 10],
] as const;

/**
 * Built-in audience counting: the daily salts, raw page views (60 days), the
 * daily roll-up (25 months), the owner's switch, and the lead's attribution.
 */
export class Audience1796500000053 implements MigrationInterface {
  name = 'Audience1796500000053';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audience_salts" ("day" varchar(10) PRIMARY KEY NOT NULL, "salt" varchar(64) NOT NULL, "createdAt" datetime NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "page_views" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL, "day" varchar(10) NOT NULL, "path" varchar(300) NOT NULL, "kind" varchar(16) NOT NULL, "projectId" integer, "locale" varchar(2) NOT NULL, "source" varchar(253), "channel" varchar(16), "campaign" varchar(200), "device" varchar(8) NOT NULL, "visitorKey" varchar(64) NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "IDX_page_views_day" ON "page_views" ("day", "at") ');
    await queryRunner.query(
      'CREATE TABLE "audience_daily" ("dimension" varchar(16) NOT NULL, "day" varchar(10) NOT NULL, "key" varchar(300) NOT NULL, "views" integer NOT NULL, "visitors" integer NOT NULL, "leads" integer NOT NULL, PRIMARY KEY ("dimension", "day", "key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_settings" ("id" integer PRIMARY KEY NOT NULL, "counting" boolean NOT NULL)',
    );
    for (const [column, length] of LEAD_COLUMNS) {
      await queryRunner.query(
        `ALTER TABLE "contact_messages" ADD COLUMN "${column}" varchar(${length})`,
      );
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_audience_day" ON "contact_messages" ("audienceDay") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_contact_messages_audience_day"');
    for (const [column] of [...LEAD_COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "${column}"`);
    }
    await queryRunner.query('DROP TABLE "audience_settings"');
    await queryRunner.query('DROP TABLE "audience_daily"');
    await queryRunner.query('DROP INDEX "IDX_page_views_day"');
    await queryRunner.query('DROP TABLE "page_views"');
    await queryRunner.query('DROP TABLE "audience_salts"');
  }
}
