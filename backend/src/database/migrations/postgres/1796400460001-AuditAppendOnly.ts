import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADR 046: the audit log holds in SQL too. A delete passes only inside the retention
 * sweep's transaction (its permit row, never committed) and only for entries past the
 * retention, at least a day whatever audit_settings says (a retention of 0 written in SQL
 * no longer opens it); updates (also INSERT … ON CONFLICT DO UPDATE) and TRUNCATE are
 * refused.
 */
export class AuditAppendOnly1796400460001 implements MigrationInterface {
  name = 'AuditAppendOnly1796400460001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_sweep_permits" ("id" SERIAL NOT NULL, "cutoff" character varying(40) NOT NULL, CONSTRAINT "PK_audit_sweep_permits" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' OR TG_OP = 'TRUNCATE' THEN
           RAISE EXCEPTION 'audit_log is append-only';
         END IF;
         IF NOT EXISTS (SELECT 1 FROM "audit_sweep_permits")
            OR OLD."at" >= (now() AT TIME ZONE 'UTC') - make_interval(days => GREATEST(1, COALESCE(
              (SELECT "retentionDays" FROM "audit_settings" WHERE "id" = 1), 365))) THEN
           RAISE EXCEPTION 'audit_log is append-only: only the retention sweep removes entries past the retention';
         END IF;
         RETURN OLD;
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "audit_log_no_truncate" ON "audit_log"');
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' THEN
           RAISE EXCEPTION 'audit_log is append-only';
         END IF;
         IF OLD."at" >= (now() AT TIME ZONE 'UTC') - make_interval(days => COALESCE(
              (SELECT "retentionDays" FROM "audit_settings" WHERE "id" = 1), 0)) THEN
           RAISE EXCEPTION 'audit_log keeps entries younger than its retention';
         END IF;
         RETURN OLD;
       END $$`,
    );
    await queryRunner.query('DROP TABLE "audit_sweep_permits"');
  }
}
