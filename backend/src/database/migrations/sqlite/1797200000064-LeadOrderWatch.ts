import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lead written with a date that disagrees with its id: one below it dated later, or one
 * above it dated earlier. Each side reads one index from where the new lead sits (`+` keeps
 * SQLite off the other): a lead received now finds both ranges empty.
 */
const DISAGREES = `EXISTS (SELECT 1 FROM "contact_messages" WHERE "createdAt" > new."createdAt" AND +"id" < new."id") OR EXISTS (SELECT 1 FROM "contact_messages" WHERE "id" > new."id" AND +"createdAt" < new."createdAt")`;
const NOT_YET = `(SELECT "disordered" FROM "contact_messages_order" WHERE "id" = 1) = 0`;
const MARK = `UPDATE "contact_messages_order" SET "disordered" = 1 WHERE "id" = 1`;

/**
 * Issue 47 (ADR 086): whether any two leads' ids and dates disagree, kept in a row of its
 * own by triggers in the statement of every insert and change of date. A search's page on
 * SQLite is walked newest id first and then checked against the dates (lead-search.ts): at
 * a million leads that check read the page's width of the date index (3.4 ms of a search's
 * 11). While no lead disagrees, the walk is the page without it. Once one does (a clock
 * step, a date changed), the row stays set and every search checks, as before.
 */
export class LeadOrderWatch1797200000064 implements MigrationInterface {
  name = 'LeadOrderWatch1797200000064';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages_order" ("id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1), "disordered" integer NOT NULL)',
    );
    // A lead dated before the latest of those below its id: one pass in id order.
    await queryRunner.query(
      `INSERT INTO "contact_messages_order" ("id", "disordered") SELECT 1, EXISTS (SELECT 1 FROM (SELECT "createdAt", max("createdAt") OVER (ORDER BY "id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "before" FROM "contact_messages") WHERE "createdAt" < "before")`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "contact_messages_order_insert" AFTER INSERT ON "contact_messages" WHEN ${NOT_YET} AND (${DISAGREES}) BEGIN ${MARK}; END`,
    );
    await queryRunner.query(
      // Only a date that moved: the same date written again (a whole row saved) reads nothing.
      `CREATE TRIGGER "contact_messages_order_update" AFTER UPDATE OF "createdAt" ON "contact_messages" WHEN new."createdAt" IS NOT old."createdAt" AND ${NOT_YET} AND (${DISAGREES}) BEGIN ${MARK}; END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "contact_messages_order_update"');
    await queryRunner.query('DROP TRIGGER "contact_messages_order_insert"');
    await queryRunner.query('DROP TABLE "contact_messages_order"');
  }
}
