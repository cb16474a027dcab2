import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = '"name", "email", "company", "message"';
const NEW = 'new."name", new."email", new."company", new."message"';
const OLD = 'old."name", old."email", old."company", old."message"';

/**
 * Issue 47 (ADR 086): the inbox's full-text index, an FTS5 table over the lead's searched
 * columns (its content read from contact_messages), folding case and accents
 * (`remove_diacritics 2`). Triggers keep it in the statement, so in the transaction, of
 * every insert, edit and delete of a lead, whichever code writes it.
 */
export class InboxSearch1796900000085 implements MigrationInterface {
  name = 'InboxSearch1796900000085';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "contact_messages_search" USING fts5(${COLUMNS}, content='contact_messages', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_search_insert" AFTER INSERT ON "contact_messages" BEGIN INSERT INTO "contact_messages_search" ("rowid", ${COLUMNS}) VALUES (new."id", ${NEW}); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_search_delete" AFTER DELETE ON "contact_messages" BEGIN INSERT INTO "contact_messages_search" ("contact_messages_search", "rowid", ${COLUMNS}) VALUES ('delete', old."id", ${OLD}); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_search_update" AFTER UPDATE OF ${COLUMNS} ON "contact_messages" BEGIN INSERT INTO "contact_messages_search" ("contact_messages_search", "rowid", ${COLUMNS}) VALUES ('delete', old."id", ${OLD}); INSERT INTO "contact_messages_search" ("rowid", ${COLUMNS}) VALUES (new."id", ${NEW}); END`,
    );
    // The leads already there.
    await queryRunner.query(
      `INSERT INTO "contact_messages_search" ("contact_messages_search") VALUES ('rebuild')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "contact_messages_search_update"');
    await queryRunner.query('DROP TRIGGER "contact_messages_search_delete"');
    await queryRunner.query('DROP TRIGGER "contact_messages_search_insert"');
    await queryRunner.query('DROP TABLE "contact_messages_search"');
  }
}
