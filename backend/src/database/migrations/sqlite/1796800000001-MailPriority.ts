import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order the outbox is claimed in (issue 44): mail a person waits for (0) before
 * notifications (1), which every existing job is.
 */
export class MailPriority1796800000001 implements MigrationInterface {
  name = 'MailPriority1796800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD COLUMN "priority" integer NOT NULL DEFAULT (1)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "mail_jobs" DROP COLUMN "priority"');
  }
}
