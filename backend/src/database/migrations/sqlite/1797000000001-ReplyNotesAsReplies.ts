import type { MigrationInterface, QueryRunner } from 'typeorm';

const REPLY_COLUMNS =
  '"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "messageId" integer NOT NULL, "authorId" integer, "authorName" varchar(50) NOT NULL, "body" text NOT NULL, "clientKey" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\'))';
const COPIED =
  '"id", "messageId", "authorId", "authorName", "body", "mailJobId", "clientKey", "createdAt"';

/**
 * Issue 48: a lead's replies are one concept. The reply note a lead kept from before
 * replies were e-mailed (`contact_messages.reply`, `repliedAt`) becomes a reply with no
 * mail (`mailJobId` null, its key `note-{lead id}`), and the two columns go.
 */
export class ReplyNotesAsReplies1797000000001 implements MigrationInterface {
  name = 'ReplyNotesAsReplies1797000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildReplies(queryRunner, '"mailJobId" integer');
    await queryRunner.query(
      `INSERT INTO "contact_replies" ("messageId", "authorId", "authorName", "body", "mailJobId", "clientKey", "createdAt")
       SELECT "id", NULL, '', "reply", NULL, 'note-' || "id", COALESCE("repliedAt", "createdAt")
       FROM "contact_messages" WHERE "reply" IS NOT NULL`,
    );
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "reply"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "repliedAt"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_messages" ADD COLUMN "reply" text');
    await queryRunner.query('ALTER TABLE "contact_messages" ADD COLUMN "repliedAt" datetime');
    await queryRunner.query(
      `UPDATE "contact_messages" SET
         "reply" = (SELECT "body" FROM "contact_replies" r WHERE r."clientKey" = 'note-' || "contact_messages"."id"),
         "repliedAt" = (SELECT "createdAt" FROM "contact_replies" r WHERE r."clientKey" = 'note-' || "contact_messages"."id")`,
    );
    await queryRunner.query('DELETE FROM "contact_replies" WHERE "mailJobId" IS NULL');
    await this.rebuildReplies(queryRunner, '"mailJobId" integer NOT NULL');
  }

  /** SQLite changes a column's NOT NULL only by building the table again. */
  private async rebuildReplies(queryRunner: QueryRunner, mailJobId: string): Promise<void> {
    await queryRunner.query(`CREATE TABLE "contact_replies_new" (${REPLY_COLUMNS}, ${mailJobId})`);
    await queryRunner.query(
      `INSERT INTO "contact_replies_new" (${COPIED}) SELECT ${COPIED} FROM "contact_replies"`,
    );
    await queryRunner.query('DROP TABLE "contact_replies"');
    await queryRunner.query('ALTER TABLE "contact_replies_new" RENAME TO "contact_replies"');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_replies_message" ON "contact_replies" ("messageId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_contact_replies_key" ON "contact_replies" ("clientKey") ',
    );
  }
}
