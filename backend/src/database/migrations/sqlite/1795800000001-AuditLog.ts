import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (ADR 026): append-only. Triggers refuse every UPDATE, and every DELETE of
 * an entry younger than the retention in audit_settings (the sweep's deletes pass).
 */
export class AuditLog1795800000001 implements MigrationInterface {
  name = 'AuditLog1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL DEFAULT (datetime(\'now\')), "actorId" integer, "actorName" varchar(64) NOT NULL, "action" varchar(64) NOT NULL, "targetType" varchar(32), "targetId" varchar(64), "targetLabel" varchar(200), "changes" text NOT NULL, "ip" varchar(64))',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actorName", "at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at") ');
    await queryRunner.query(
      'CREATE TABLE "audit_settings" ("id" integer PRIMARY KEY NOT NULL, "retentionDays" integer NOT NULL)',
    );
    await queryRunner.query('INSERT INTO "audit_settings" ("id", "retentionDays") VALUES (1, 365)');
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log"
       BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
    );
    // Stored times are UTC text ('YYYY-MM-DD HH:MM:SS[.SSS]'), so text order is time order.
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_keep_retained" BEFORE DELETE ON "audit_log"
       WHEN OLD."at" >= datetime('now', '-' || (SELECT "retentionDays" FROM "audit_settings" WHERE "id" = 1) || ' days')
       BEGIN SELECT RAISE(ABORT, 'audit_log keeps entries younger than its retention'); END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "audit_log_keep_retained"');
    await queryRunner.query('DROP TRIGGER "audit_log_no_update"');
    await queryRunner.query('DROP TABLE "audit_settings"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_at"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_actor"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_action"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
