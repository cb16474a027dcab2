import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48: a lead's replies are one concept. The reply note a lead kept from before
 * replies were e-mailed (`contact_messages.reply`, `repliedAt`) becomes a reply with no
 * mail (`mailJobId` null, its key `note-{lead id}`), and the two columns go.
 */
export class ReplyNotesAsReplies1797000000001 implements MigrationInterface {
  name = 'ReplyNotesAsReplies1797000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_replies" ALTER COLUMN "mailJobId" DROP NOT NULL');
    await queryRunner.query(
      `INSERT INTO "contact_replies" ("messageId", "authorId", "authorName", "body", "mailJobId", "clientKey", "createdAt")
       SELECT "id", NULL, '', "reply", NULL, 'note-' || "id", COALESCE("repliedAt", "createdAt")
       FROM "contact_messages" WHERE "reply" IS NOT NULL`,
    );
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "reply"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "repliedAt"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_messages" ADD "reply" text');
    await queryRunner.query('ALTER TABLE "contact_messages" ADD "repliedAt" TIMESTAMP');
    await queryRunner.query(
      `UPDATE "contact_messages" m SET "reply" = r."body", "repliedAt" = r."createdAt"
       FROM "contact_replies" r WHERE r."clientKey" = 'note-' || m."id"`,
    );
    await queryRunner.query('DELETE FROM "contact_replies" WHERE "mailJobId" IS NULL');
    await queryRunner.query('ALTER TABLE "contact_replies" ALTER COLUMN "mailJobId" SET NOT NULL');
  }
}
