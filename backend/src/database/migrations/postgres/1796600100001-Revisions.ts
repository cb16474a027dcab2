import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADR 057: revisions of portfolio items, site settings and landing texts, append-only in SQL
 * as the audit log is. A delete passes only inside the retention sweep's
 * transaction (its permit row, never committed), only for a revision older than the
 * permit's cut-off and than a day, with at least 50 newer ones of the same record; updates
 * (also INSERT … ON CONFLICT DO UPDATE) and TRUNCATE are refused.
 */
export class Revisions1796600100001 implements MigrationInterface {
  name = 'Revisions1796600100001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revisions" ("id" SERIAL NOT NULL, "kind" character varying(16) NOT NULL, "record_id" character varying(64) NOT NULL, "number" integer NOT NULL, "at" TIMESTAMP NOT NULL, "actor_id" integer, "actor_name" character varying(64) NOT NULL, "fields" text NOT NULL, "changed" text NOT NULL, "restored_from" integer, CONSTRAINT "PK_4aa9ee2c71c50508c3c501573c9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_revisions_record_number" ON "revisions" ("kind", "record_id", "number") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_revisions_at" ON "revisions" ("at") ');
    await queryRunner.query(
      'CREATE TABLE "revision_sweep_permits" ("id" SERIAL NOT NULL, "cutoff" TIMESTAMP NOT NULL, CONSTRAINT "PK_revision_sweep_permits" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION revisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' OR TG_OP = 'TRUNCATE' THEN
           RAISE EXCEPTION 'revisions are append-only';
         END IF;
         IF NOT EXISTS (SELECT 1 FROM "revision_sweep_permits" WHERE OLD."at" < "cutoff")
            OR OLD."at" >= (now() AT TIME ZONE 'UTC') - interval '1 day'
            OR (SELECT count(*) FROM "revisions" r WHERE r."kind" = OLD."kind"
                  AND r."record_id" = OLD."record_id" AND r."number" > OLD."number") < 50 THEN
           RAISE EXCEPTION 'revisions are append-only: only the retention sweep removes revisions past the retention';
         END IF;
         RETURN OLD;
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "revisions_append_only" BEFORE UPDATE OR DELETE ON "revisions" FOR EACH ROW EXECUTE FUNCTION revisions_append_only()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "revisions_no_truncate" BEFORE TRUNCATE ON "revisions" FOR EACH STATEMENT EXECUTE FUNCTION revisions_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "revisions_no_truncate" ON "revisions"');
    await queryRunner.query('DROP TRIGGER "revisions_append_only" ON "revisions"');
    await queryRunner.query('DROP FUNCTION revisions_append_only()');
    await queryRunner.query('DROP TABLE "revision_sweep_permits"');
    await queryRunner.query('DROP INDEX "public"."IDX_revisions_at"');
    await queryRunner.query('DROP INDEX "public"."UQ_revisions_record_number"');
    await queryRunner.query('DROP TABLE "revisions"');
  }
}
