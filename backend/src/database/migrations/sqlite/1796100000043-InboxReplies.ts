import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Replies e-mailed from the inbox and reply templates; mail jobs gain headers. */
export class InboxReplies1796100000043 implements MigrationInterface {
  name = 'InboxReplies1796100000043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD COLUMN "fromAddress" varchar(254)');
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD COLUMN "inReplyTo" varchar(200)');
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD COLUMN "referencesHeader" text');
    await queryRunner.query(
      `CREATE TABLE "contact_replies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "messageId" integer NOT NULL, "authorId" integer, "authorName" varchar(50) NOT NULL, "body" text NOT NULL, "mailJobId" integer NOT NULL, "clientKey" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_replies_message" ON "contact_replies" ("messageId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_contact_replies_key" ON "contact_replies" ("clientKey") ',
    );
    await queryRunner.query(
      `CREATE TABLE "reply_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "body" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "reply_templates"');
    await queryRunner.query('DROP INDEX "IDX_contact_replies_key"');
    await queryRunner.query('DROP INDEX "IDX_contact_replies_message"');
    await queryRunner.query('DROP TABLE "contact_replies"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "referencesHeader"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "inReplyTo"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "fromAddress"');
  }
}
