import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff e-mail addresses and the mail outbox; users gain columns in place. */
export class LeadMail1795500000004 implements MigrationInterface {
  name = 'LeadMail1795500000004';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "email" character varying(254)');
    await queryRunner.query(
      'ALTER TABLE "users" ADD "notifyNewLeads" boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_users_email" ON "users" ("email") ');
    await queryRunner.query(
      `CREATE TABLE "mail_jobs" ("id" SERIAL NOT NULL, "kind" character varying(32) NOT NULL, "contactMessageId" integer, "recipient" character varying(254) NOT NULL, "replyToAddress" character varying(254), "replyToName" character varying(120), "subject" character varying(400) NOT NULL, "textBody" text NOT NULL, "htmlBody" text NOT NULL, "messageIdHeader" character varying(200) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP NOT NULL, "lastError" text, "sentAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_jobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_due" ON "mail_jobs" ("status", "nextAttemptAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_contact_message" ON "mail_jobs" ("contactMessageId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "mail_attempts" ("id" SERIAL NOT NULL, "jobId" integer NOT NULL, "attempt" integer NOT NULL, "finishedAt" TIMESTAMP NOT NULL, "error" text, CONSTRAINT "PK_mail_attempts" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_mail_attempts_job" ON "mail_attempts" ("jobId") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_mail_attempts_job"');
    await queryRunner.query('DROP TABLE "mail_attempts"');
    await queryRunner.query('DROP INDEX "public"."IDX_mail_jobs_contact_message"');
    await queryRunner.query('DROP INDEX "public"."IDX_mail_jobs_due"');
    await queryRunner.query('DROP TABLE "mail_jobs"');
    await queryRunner.query('DROP INDEX "public"."IDX_users_email"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "notifyNewLeads"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "email"');
  }
}
