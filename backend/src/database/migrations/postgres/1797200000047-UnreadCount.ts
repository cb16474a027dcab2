import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47 (ADR 086): the number of unread leads kept in a row of its own, so the count
 * every staff screen shows reads one row instead of counting the unread leads (300,000 of
 * a million took 40 to 110 ms). Triggers keep it in the statement, so in the transaction,
 * of every insert, update, delete and truncation of leads, whichever code writes them.
 * They run once a statement, over its rows (transition tables): a statement that writes
 * many leads changes the row once, after taking the leads' own locks.
 */
export class UnreadCount1797200000047 implements MigrationInterface {
  name = 'UnreadCount1797200000047';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages_unread" ("id" integer NOT NULL CHECK ("id" = 1), "count" integer NOT NULL, CONSTRAINT "PK_contact_messages_unread" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages_unread" ("id", "count") SELECT 1, COUNT(*) FROM "contact_messages" WHERE NOT "read"',
    );
    await queryRunner.query(
      `CREATE FUNCTION "contact_messages_unread_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "contact_messages_unread" SET "count" = 0 WHERE "id" = 1;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    change := change + (SELECT COUNT(*) FROM new_rows WHERE NOT "read");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    change := change - (SELECT COUNT(*) FROM old_rows WHERE NOT "read");
  END IF;
  IF change <> 0 THEN
    UPDATE "contact_messages_unread" SET "count" = "count" + change WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$`,
    );
    for (const [name, event, rows] of [
      ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
      ['update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'DELETE', 'OLD TABLE AS old_rows'],
    ] as const) {
      await queryRunner.query(
        `CREATE TRIGGER "contact_messages_unread_${name}" AFTER ${event} ON "contact_messages" REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION "contact_messages_unread_count"()`,
      );
    }
    await queryRunner.query(
      'CREATE TRIGGER "contact_messages_unread_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "contact_messages_unread_count"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['truncate', 'delete', 'update', 'insert']) {
      await queryRunner.query(
        `DROP TRIGGER "contact_messages_unread_${name}" ON "contact_messages"`,
      );
    }
    await queryRunner.query('DROP FUNCTION "contact_messages_unread_count"()');
    await queryRunner.query('DROP TABLE "contact_messages_unread"');
  }
}
