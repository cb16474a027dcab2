import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows public pages show: every write to them raises the content version. */
const CONTENT_TABLES = ['portfolio_items', 'client_logos', 'site_settings'];

/**
 * The content version (ADR 019): one counter row, raised once per writing statement
 * (TRUNCATE included) by a trigger, inside the writer's transaction.
 */
export class ContentVersion1795400000001 implements MigrationInterface {
  name = 'ContentVersion1795400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "content_version" ("id" integer NOT NULL, "version" integer NOT NULL, CONSTRAINT "PK_a2fb4b369c7813e98deb69d3f9e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('INSERT INTO "content_version" ("id", "version") VALUES (1, 1)');
    await queryRunner.query(
      'CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; RETURN NULL; END $$',
    );
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_version" ON "${table}"`);
    }
    await queryRunner.query('DROP FUNCTION "bump_content_version"()');
    await queryRunner.query('DROP TABLE "content_version"');
  }
}
