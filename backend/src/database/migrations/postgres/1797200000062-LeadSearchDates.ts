import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a lead's searched columns, as 1796900000085-InboxSearch made them. */
const vectorOf = (row: string) =>
  `to_tsvector('simple', regexp_replace(lower(unaccent(concat_ws(' ', ${row}."name", ${row}."email", ${row}."company", ${row}."message"))), '[[:punct:]]+', ' ', 'g'))`;

const writeFunction = (
  dated: boolean,
) => `CREATE OR REPLACE FUNCTION "contact_messages_search_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contact_messages_search" ("messageId", ${dated ? '"createdAt", ' : ''}"vector") VALUES (NEW."id", ${dated ? 'NEW."createdAt", ' : ''}${vectorOf('NEW')})
  ON CONFLICT ("messageId") DO UPDATE SET ${dated ? '"createdAt" = EXCLUDED."createdAt", ' : ''}"vector" = EXCLUDED."vector";
  RETURN NULL;
END $$`;

const trigger = (columns: string) =>
  `CREATE TRIGGER "contact_messages_search" AFTER INSERT OR UPDATE OF ${columns} ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "contact_messages_search_write"()`;
const SEARCHED = '"name", "email", "company", "message"';

/**
 * Issue 47 (ADR 086): the search table keeps each lead's date beside its words, so a search
 * with a few thousand matches orders them from the index's own rows: it read every match's
 * row of contact_messages for its date (1,004 rows, 8-11 ms of 20 at a million leads). The
 * table is made again with the dates (a copy and a new GIN index: about 20 s at a million
 * leads) rather than updated in place, which would write every row's index entries again.
 */
export class LeadSearchDates1797200000062 implements MigrationInterface {
  name = 'LeadSearchDates1797200000062';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages_search_dated" ("messageId" integer NOT NULL, "createdAt" TIMESTAMP NOT NULL, "vector" tsvector NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages_search_dated" ("messageId", "createdAt", "vector") SELECT s."messageId", m."createdAt", s."vector" FROM "contact_messages_search" s JOIN "contact_messages" m ON m."id" = s."messageId"',
    );
    await queryRunner.query('DROP TABLE "contact_messages_search"');
    await queryRunner.query(
      'ALTER TABLE "contact_messages_search_dated" RENAME TO "contact_messages_search"',
    );
    await queryRunner.query(
      'ALTER TABLE "contact_messages_search" ADD CONSTRAINT "PK_contact_messages_search" PRIMARY KEY ("messageId")',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_search" ON "contact_messages_search" USING GIN ("vector")',
    );
    await queryRunner.query(writeFunction(true));
    await queryRunner.query('DROP TRIGGER "contact_messages_search" ON "contact_messages"');
    await queryRunner.query(trigger(`${SEARCHED}, "createdAt"`));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "contact_messages_search" ON "contact_messages"');
    await queryRunner.query(trigger(SEARCHED));
    await queryRunner.query(writeFunction(false));
    await queryRunner.query('ALTER TABLE "contact_messages_search" DROP COLUMN "createdAt"');
  }
}
