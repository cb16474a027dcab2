import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff e-mail addresses and the mail outbox; users gain columns in place. */
export class LeadMail1795500000003 implements MigrationInterface {
  name = 'LeadMail1795500000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "email" varchar(254)');
    await queryRunner.query(
      'ALTER TABLE "users" ADD COLUMN "notifyNewLeads" boolean NOT NULL DEFAULT (1)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_users_email" ON "users" ("email") ');
    await queryRunner.query(
      `CREATE TABLE "mail_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(32) NOT NULL, "contactMessageId" integer, "recipient" varchar(254) NOT NULL, "replyToAddress" varchar(254), "replyToName" varchar(120), "subject" varchar(400) NOT NULL, "textBody" text NOT NULL, "htmlBody" text NOT NULL, "messageIdHeader" varchar(200) NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "lastError" text, "sentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_due" ON "mail_jobs" ("status", "nextAttemptAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_contact_message" ON "mail_jobs" ("contactMessageId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "mail_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "jobId" integer NOT NULL, "attempt" integer NOT NULL, "finishedAt" datetime NOT NULL, "error" text)',
    );
    await queryRunner.query('CREATE INDEX "IDX_mail_attempts_job" ON "mail_attempts" ("jobId") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_mail_attempts_job"');
    await queryRunner.query('DROP TABLE "mail_attempts"');
    await queryRunner.query('DROP INDEX "IDX_mail_jobs_contact_message"');
    await queryRunner.query('DROP INDEX "IDX_mail_jobs_due"');
    await queryRunner.query('DROP TABLE "mail_jobs"');
    await queryRunner.query('DROP INDEX "IDX_users_email"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "notifyNewLeads"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "email"');
  }
}
