import type { MigrationInterface, QueryRunner } from 'typeorm';

const REFUSED =
  'audit_log is append-only: only the retention sweep removes entries past the retention';

/**
 * ADR 046: the audit log holds in SQL too. A delete passes only inside the retention
 * sweep's transaction (its permit row, never committed) and only for entries past the
 * retention, at least a day whatever audit_settings says; INSERT OR REPLACE of an existing
 * entry is refused (SQLite runs no delete trigger for the row REPLACE removes).
 */
export class AuditAppendOnly1796400460001 implements MigrationInterface {
  name = 'AuditAppendOnly1796400460001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_sweep_permits" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "cutoff" varchar(40) NOT NULL)',
    );
    await queryRunner.query('DROP TRIGGER "audit_log_keep_retained"');
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_sweep_only" BEFORE DELETE ON "audit_log"
       WHEN NOT EXISTS (SELECT 1 FROM "audit_sweep_permits")
         OR OLD."at" >= datetime('now', '-' || max(1, COALESCE((SELECT "retentionDays" FROM "audit_settings" WHERE "id" = 1), 365)) || ' days')
       BEGIN SELECT RAISE(ABORT, '${REFUSED}'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_no_replace" BEFORE INSERT ON "audit_log"
       WHEN EXISTS (SELECT 1 FROM "audit_log" WHERE "id" = NEW."id")
       BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: an entry cannot be replaced'); END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "audit_log_no_replace"');
    await queryRunner.query('DROP TRIGGER "audit_log_sweep_only"');
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_keep_retained" BEFORE DELETE ON "audit_log"
       WHEN OLD."at" >= datetime('now', '-' || (SELECT "retentionDays" FROM "audit_settings" WHERE "id" = 1) || ' days')
       BEGIN SELECT RAISE(ABORT, 'audit_log keeps entries younger than its retention'); END`,
    );
    await queryRunner.query('DROP TABLE "audit_sweep_permits"');
  }
}
