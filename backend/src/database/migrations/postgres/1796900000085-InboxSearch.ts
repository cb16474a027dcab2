import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of a lead's searched columns: accents and case folded (unaccent, lower),
 * punctuation made a space, so an e-mail address is its words (`ada`, `example`, `com`).
 */
const vectorOf = (row: string) =>
  `to_tsvector('simple', regexp_replace(lower(unaccent(concat_ws(' ', ${row}."name", ${row}."email", ${row}."company", ${row}."message"))), '[[:punct:]]+', ' ', 'g'))`;

/**
 * Issue 47 (ADR 086): the inbox's full-text index, a table of one tsvector per lead with a
 * GIN index. Triggers write it in the statement, so in the transaction, of every insert,
 * edit of a searched column, delete and truncation of leads, whichever code writes them (a
 * foreign key would refuse the TRUNCATE that TypeORM's clear() sends). unaccent ships with PostgreSQL (contrib) and is a trusted extension: the
 * database's owner may create it.
 */
export class InboxSearch1796900000085 implements MigrationInterface {
  name = 'InboxSearch1796900000085';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query(
      'CREATE TABLE "contact_messages_search" ("messageId" integer NOT NULL, "vector" tsvector NOT NULL, CONSTRAINT "PK_contact_messages_search" PRIMARY KEY ("messageId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_search" ON "contact_messages_search" USING GIN ("vector")',
    );
    await queryRunner.query(
      `CREATE FUNCTION "contact_messages_search_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contact_messages_search" ("messageId", "vector") VALUES (NEW."id", ${vectorOf('NEW')})
  ON CONFLICT ("messageId") DO UPDATE SET "vector" = EXCLUDED."vector";
  RETURN NULL;
END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "contact_messages_search" AFTER INSERT OR UPDATE OF "name", "email", "company", "message" ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "contact_messages_search_write"()',
    );
    await queryRunner.query(
      `CREATE FUNCTION "contact_messages_search_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "contact_messages_search";
  ELSE
    DELETE FROM "contact_messages_search" WHERE "messageId" = OLD."id";
  END IF;
  RETURN NULL;
END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "contact_messages_search_delete" AFTER DELETE ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "contact_messages_search_forget"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "contact_messages_search_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "contact_messages_search_forget"()',
    );
    // The leads already there.
    await queryRunner.query(
      `INSERT INTO "contact_messages_search" ("messageId", "vector") SELECT m."id", ${vectorOf('m')} FROM "contact_messages" m`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TRIGGER "contact_messages_search_truncate" ON "contact_messages"',
    );
    await queryRunner.query('DROP TRIGGER "contact_messages_search_delete" ON "contact_messages"');
    await queryRunner.query('DROP TRIGGER "contact_messages_search" ON "contact_messages"');
    await queryRunner.query('DROP FUNCTION "contact_messages_search_forget"()');
    await queryRunner.query('DROP FUNCTION "contact_messages_search_write"()');
    await queryRunner.query('DROP TABLE "contact_messages_search"');
  }
}
