import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail becomes an ordinary job of the one runner (ADR 089): every mail not yet delivered
 * gets its `mail.send` job, with its attempts, last error, due time and priority; the
 * mail table keeps the rendered message only (`mails`), and the attempts log goes (the
 * job holds the attempts and the last error). Sent mail needs no job.
 */
export class MailAsJobs1796900000091 implements MigrationInterface {
  name = 'MailAsJobs1796900000091';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "jobs" ADD COLUMN "priority" integer NOT NULL DEFAULT (1)`,
    );
    // One job per undelivered mail. A mail a worker held ("sending") is due again at once:
    // its worker is gone with the old code. Given-up mail stays given up, on the dashboard.
    await queryRunner.query(
      `INSERT INTO "jobs" ("name", "key", "status", "dueAt", "runAt", "attempts", "priority", "lastError", "failedAt", "finishedAt", "createdAt")
       SELECT 'mail.send', CAST("id" AS text),
         CASE WHEN "status" = 'failed' THEN 'failed' ELSE 'pending' END,
         "createdAt",
         CASE WHEN "status" = 'sending' THEN datetime('now') ELSE "nextAttemptAt" END,
         "attempts", "priority", "lastError",
         CASE WHEN "lastError" IS NULL THEN NULL ELSE "nextAttemptAt" END,
         CASE WHEN "status" = 'failed' THEN "nextAttemptAt" ELSE NULL END,
         "createdAt"
       FROM "mail_jobs" WHERE "status" IN ('pending', 'sending', 'failed')`,
    );
    await queryRunner.query('DROP INDEX "IDX_mail_jobs_due"');
    await queryRunner.query('DROP INDEX "IDX_mail_jobs_contact_message"');
    await queryRunner.query('ALTER TABLE "mail_jobs" RENAME TO "mails"');
    for (const column of ['status', 'attempts', 'nextAttemptAt', 'priority', 'lastError']) {
      await queryRunner.query(`ALTER TABLE "mails" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_mails_contact_message" ON "mails" ("contactMessageId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_mail_attempts_job"');
    await queryRunner.query('DROP TABLE "mail_attempts"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "mail_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "jobId" integer NOT NULL, "attempt" integer NOT NULL, "finishedAt" datetime NOT NULL, "error" text)',
    );
    await queryRunner.query('CREATE INDEX "IDX_mail_attempts_job" ON "mail_attempts" ("jobId") ');
    await queryRunner.query('DROP INDEX "IDX_mails_contact_message"');
    await queryRunner.query('ALTER TABLE "mails" RENAME TO "mail_jobs"');
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD COLUMN "status" varchar(16) NOT NULL DEFAULT ('pending')`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD COLUMN "attempts" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD COLUMN "nextAttemptAt" datetime NOT NULL DEFAULT ('1970-01-01 00:00:00.000')`,
    );
    await queryRunner.query('ALTER TABLE "mail_jobs" ADD COLUMN "lastError" text');
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD COLUMN "priority" integer NOT NULL DEFAULT (1)`,
    );
    await queryRunner.query(
      `UPDATE "mail_jobs" SET "status" = CASE WHEN "sentAt" IS NULL THEN 'failed' ELSE 'sent' END, "nextAttemptAt" = "createdAt"`,
    );
    await queryRunner.query(
      `UPDATE "mail_jobs" SET ("status", "attempts", "nextAttemptAt", "lastError", "priority") =
         (SELECT CASE WHEN j."status" = 'failed' THEN 'failed' ELSE 'pending' END, j."attempts", j."runAt", j."lastError", j."priority"
          FROM "jobs" j WHERE j."name" = 'mail.send' AND j."key" = CAST("mail_jobs"."id" AS text))
       WHERE "sentAt" IS NULL AND EXISTS (SELECT 1 FROM "jobs" j WHERE j."name" = 'mail.send' AND j."key" = CAST("mail_jobs"."id" AS text))`,
    );
    await queryRunner.query(`DELETE FROM "jobs" WHERE "name" = 'mail.send'`);
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_due" ON "mail_jobs" ("status", "nextAttemptAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_mail_jobs_contact_message" ON "mail_jobs" ("contactMessageId") ',
    );
    await queryRunner.query('ALTER TABLE "jobs" DROP COLUMN "priority"');
  }
}
