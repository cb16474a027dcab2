import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Replies e-mailed from the inbox and reply templates; mail jobs gain headers. */
export class InboxReplies1796100000043 implements MigrationInterface {
  name = 'InboxReplies1796100000043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD "fromAddress" character varying(254)');
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD "inReplyTo" character varying(200)');
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD "referencesHeader" text');
    await queryRunner.query(
      'CREATE TABLE "contact_replies" ("id" SERIAL NOT NULL, "messageId" integer NOT NULL, "authorId" integer, "authorName" character varying(50) NOT NULL, "body" text NOT NULL, "mailJobId" integer NOT NULL, "clientKey" character varying(36) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_contact_replies" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_replies_message" ON "contact_replies" ("messageId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_contact_replies_key" ON "contact_replies" ("clientKey") ',
    );
    await queryRunner.query(
      'CREATE TABLE "reply_templates" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "body" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_reply_templates" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "reply_templates"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_replies_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_replies_message"');
    await queryRunner.query('DROP TABLE "contact_replies"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "referencesHeader"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "inReplyTo"');
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "fromAddress"');
  }
}
