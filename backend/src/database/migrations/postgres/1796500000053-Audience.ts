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
      'CREATE TABLE "audience_salts" ("day" character varying(10) NOT NULL, "salt" character varying(64) NOT NULL, "createdAt" TIMESTAMP NOT NULL, CONSTRAINT "PK_5faeac6afca63eb630db7c597b2" PRIMARY KEY ("day"))',
    );
    await queryRunner.query(
      'CREATE TABLE "page_views" ("id" SERIAL NOT NULL, "at" TIMESTAMP NOT NULL, "day" character varying(10) NOT NULL, "path" character varying(300) NOT NULL, "kind" character varying(16) NOT NULL, "projectId" integer, "locale" character varying(2) NOT NULL, "source" character varying(253), "channel" character varying(16), "campaign" character varying(200), "device" character varying(8) NOT NULL, "visitorKey" character varying(64) NOT NULL, CONSTRAINT "PK_3b1047277a9c2a8cfd618787671" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_page_views_day" ON "page_views" ("day", "at") ');
    await queryRunner.query(
      'CREATE TABLE "audience_daily" ("dimension" character varying(16) NOT NULL, "day" character varying(10) NOT NULL, "key" character varying(300) NOT NULL, "views" integer NOT NULL, "visitors" integer NOT NULL, "leads" integer NOT NULL, CONSTRAINT "PK_3a0d1242337c7511aebda942d53" PRIMARY KEY ("dimension", "day", "key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "audience_settings" ("id" integer NOT NULL, "counting" boolean NOT NULL, CONSTRAINT "PK_d14a129d20416ce7e7896e27147" PRIMARY KEY ("id"))',
    );
    for (const [column, length] of LEAD_COLUMNS) {
      await queryRunner.query(
        `ALTER TABLE "contact_messages" ADD COLUMN "${column}" character varying(${length})`,
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
