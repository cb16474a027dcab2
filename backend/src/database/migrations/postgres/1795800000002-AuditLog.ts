import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (ADR 026): append-only. A trigger refuses every UPDATE, and every DELETE
 * of an entry younger than the retention in audit_settings (the sweep's deletes pass).
 */
export class AuditLog1795800000002 implements MigrationInterface {
  name = 'AuditLog1795800000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" SERIAL NOT NULL, "at" TIMESTAMP NOT NULL DEFAULT now(), "actorId" integer, "actorName" character varying(64) NOT NULL, "action" character varying(64) NOT NULL, "targetType" character varying(32), "targetId" character varying(64), "targetLabel" character varying(200), "changes" text NOT NULL, "ip" character varying(64), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actorName", "at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at") ');
    await queryRunner.query(
      'CREATE TABLE "audit_settings" ("id" integer NOT NULL, "retentionDays" integer NOT NULL, CONSTRAINT "PK_d6fcbc4d796df8f5a1a5dc69431" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('INSERT INTO "audit_settings" ("id", "retentionDays") VALUES (1, 365)');
    // Sessions run in UTC and "at" is a UTC timestamp without zone, so now() compares as is.
    await queryRunner.query(
      `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(
      'CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "audit_log_append_only" ON "audit_log"');
    await queryRunner.query('DROP FUNCTION audit_log_append_only()');
    await queryRunner.query('DROP TABLE "audit_settings"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_log_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_log_actor"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_log_action"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
