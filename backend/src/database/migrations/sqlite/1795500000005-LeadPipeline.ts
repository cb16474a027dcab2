import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The inbox as a pipeline: stage and assignee on each lead (added in place), notes. */
export class LeadPipeline1795500000005 implements MigrationInterface {
  name = 'LeadPipeline1795500000005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD COLUMN "stage" varchar(16) NOT NULL DEFAULT ('new')`,
    );
    await queryRunner.query('ALTER TABLE "contact_messages" ADD COLUMN "assigneeId" integer');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_stage_created" ON "contact_messages" ("stage", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_assignee" ON "contact_messages" ("assigneeId") ',
    );
    await queryRunner.query(
      `CREATE TABLE "contact_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "messageId" integer NOT NULL, "authorId" integer, "authorName" varchar(50) NOT NULL, "body" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "editedAt" datetime)`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_notes_message" ON "contact_notes" ("messageId", "createdAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_contact_notes_message"');
    await queryRunner.query('DROP TABLE "contact_notes"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_assignee"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_stage_created"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "assigneeId"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "stage"');
  }
}
