import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redirects and the 404 log. A change to a redirect's paths or status raises the
 * content version, so the site's redirect table and page cache follow; hit counts don't.
 */
export class Redirects1796600200001 implements MigrationInterface {
  name = 'Redirects1796600200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "redirects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "fromPath" varchar(500) NOT NULL, "toPath" varchar(500) NOT NULL, "status" integer NOT NULL, "automatic" boolean NOT NULL DEFAULT (0), "hits" integer NOT NULL DEFAULT (0), "lastHitAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_redirects_from" ON "redirects" ("fromPath") ');
    await queryRunner.query('CREATE INDEX "IDX_redirects_to" ON "redirects" ("toPath") ');
    await queryRunner.query(
      `CREATE TABLE "not_found_paths" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "path" varchar(500) NOT NULL, "count" integer NOT NULL, "firstSeen" datetime NOT NULL, "lastSeen" datetime NOT NULL, "referrerHost" varchar(253))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_not_found_paths_path" ON "not_found_paths" ("path") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_not_found_paths_rank" ON "not_found_paths" ("count", "lastSeen") ',
    );
    const bump = 'BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END';
    await queryRunner.query(
      `CREATE TRIGGER "redirects_insert_content_version" AFTER INSERT ON "redirects" ${bump}`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "redirects_delete_content_version" AFTER DELETE ON "redirects" ${bump}`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "redirects_update_content_version" AFTER UPDATE OF "fromPath", "toPath", "status" ON "redirects" ${bump}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update']) {
      await queryRunner.query(`DROP TRIGGER "redirects_${event}_content_version"`);
    }
    await queryRunner.query('DROP INDEX "IDX_not_found_paths_rank"');
    await queryRunner.query('DROP INDEX "UQ_not_found_paths_path"');
    await queryRunner.query('DROP TABLE "not_found_paths"');
    await queryRunner.query('DROP INDEX "IDX_redirects_to"');
    await queryRunner.query('DROP INDEX "UQ_redirects_from"');
    await queryRunner.query('DROP TABLE "redirects"');
  }
}
