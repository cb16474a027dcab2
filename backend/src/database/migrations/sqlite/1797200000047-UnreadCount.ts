import type { MigrationInterface, QueryRunner } from 'typeorm';

const BUMP = (change: string) =>
  `UPDATE "contact_messages_unread" SET "count" = "count" ${change} WHERE "id" = 1`;

/**
 * Issue 47 (ADR 086): the number of unread leads kept in a row of its own, so the count
 * every staff screen shows reads one row instead of counting the unread leads (300,000 of
 * a million took 20 to 40 ms). Triggers keep it in the statement, so in the transaction,
 * of every insert, change of `read` and delete of a lead, whichever code writes it.
 */
export class UnreadCount1797200000047 implements MigrationInterface {
  name = 'UnreadCount1797200000047';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages_unread" ("id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1), "count" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages_unread" ("id", "count") SELECT 1, COUNT(*) FROM "contact_messages" WHERE "read" = 0',
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_unread_insert" AFTER INSERT ON "contact_messages" WHEN new."read" = 0 BEGIN ${BUMP('+ 1')}; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_unread_update" AFTER UPDATE OF "read" ON "contact_messages" WHEN new."read" <> old."read" BEGIN ${BUMP(`+ CASE WHEN new."read" = 0 THEN 1 ELSE -1 END`)}; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_unread_delete" AFTER DELETE ON "contact_messages" WHEN old."read" = 0 BEGIN ${BUMP('- 1')}; END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "contact_messages_unread_delete"');
    await queryRunner.query('DROP TRIGGER "contact_messages_unread_update"');
    await queryRunner.query('DROP TRIGGER "contact_messages_unread_insert"');
    await queryRunner.query('DROP TABLE "contact_messages_unread"');
  }
}
