import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows public pages show: every write to them raises the content version. */
const CONTENT_TABLES = ['portfolio_items', 'client_logos', 'site_settings'];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

/** The content version (ADR 019): one counter row, raised by triggers in the writer's transaction. */
export class ContentVersion1795400000000 implements MigrationInterface {
  name = 'ContentVersion1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "content_version" ("id" integer PRIMARY KEY NOT NULL, "version" integer NOT NULL)',
    );
    await queryRunner.query('INSERT INTO "content_version" ("id", "version") VALUES (1, 1)');
    for (const table of CONTENT_TABLES) {
      for (const event of EVENTS) {
        await queryRunner.query(
          `CREATE TRIGGER "${table}_${event.toLowerCase()}_content_version" AFTER ${event} ON "${table}" BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      for (const event of EVENTS) {
        await queryRunner.query(`DROP TRIGGER "${table}_${event.toLowerCase()}_content_version"`);
      }
    }
    await queryRunner.query('DROP TABLE "content_version"');
  }
}
