import type { MigrationInterface, QueryRunner } from 'typeorm';

const REFUSED =
  'revisions are append-only: only the retention sweep removes revisions past the retention';

/**
 * ADR 057: revisions of portfolio items, site settings and landing texts, append-only in SQL
 * as the audit log is. A delete passes only inside the retention sweep's
 * transaction (its permit row, never committed), only for a revision older than the
 * permit's cut-off and than a day, with at least 50 newer ones of the same record; updates
 * and INSERT OR REPLACE of an existing revision are refused.
 */
export class Revisions1796600100001 implements MigrationInterface {
  name = 'Revisions1796600100001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revisions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(16) NOT NULL, "record_id" varchar(64) NOT NULL, "number" integer NOT NULL, "at" datetime NOT NULL, "actor_id" integer, "actor_name" varchar(64) NOT NULL, "fields" text NOT NULL, "changed" text NOT NULL, "restored_from" integer)`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_revisions_record_number" ON "revisions" ("kind", "record_id", "number") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_revisions_at" ON "revisions" ("at") ');
    await queryRunner.query(
      'CREATE TABLE "revision_sweep_permits" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "cutoff" datetime NOT NULL)',
    );
    await queryRunner.query(
      `CREATE TRIGGER "revisions_no_update" BEFORE UPDATE ON "revisions"
       BEGIN SELECT RAISE(ABORT, 'revisions are append-only'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "revisions_no_replace" BEFORE INSERT ON "revisions"
       WHEN EXISTS (SELECT 1 FROM "revisions" WHERE "id" = NEW."id"
         OR ("kind" = NEW."kind" AND "record_id" = NEW."record_id" AND "number" = NEW."number"))
       BEGIN SELECT RAISE(ABORT, 'revisions are append-only: a revision cannot be replaced'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "revisions_sweep_only" BEFORE DELETE ON "revisions"
       WHEN NOT EXISTS (SELECT 1 FROM "revision_sweep_permits" WHERE OLD."at" < "cutoff")
         OR OLD."at" >= datetime('now', '-1 days')
         OR (SELECT count(*) FROM "revisions" r WHERE r."kind" = OLD."kind"
               AND r."record_id" = OLD."record_id" AND r."number" > OLD."number") < 50
       BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "revisions_sweep_only"');
    await queryRunner.query('DROP TRIGGER "revisions_no_replace"');
    await queryRunner.query('DROP TRIGGER "revisions_no_update"');
    await queryRunner.query('DROP TABLE "revision_sweep_permits"');
    await queryRunner.query('DROP INDEX "IDX_revisions_at"');
    await queryRunner.query('DROP INDEX "UQ_revisions_record_number"');
    await queryRunner.query('DROP TABLE "revisions"');
  }
}
