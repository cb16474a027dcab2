import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The inbox as a pipeline: stage and assignee on each lead (added in place), notes. */
export class LeadPipeline1795500000006 implements MigrationInterface {
  name = 'LeadPipeline1795500000006';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD "stage" character varying(16) NOT NULL DEFAULT 'new'`,
    );
    await queryRunner.query('ALTER TABLE "contact_messages" ADD "assigneeId" integer');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_stage_created" ON "contact_messages" ("stage", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_assignee" ON "contact_messages" ("assigneeId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_notes" ("id" SERIAL NOT NULL, "messageId" integer NOT NULL, "authorId" integer, "authorName" character varying(50) NOT NULL, "body" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "editedAt" TIMESTAMP, CONSTRAINT "PK_contact_notes" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_notes_message" ON "contact_notes" ("messageId", "createdAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_contact_notes_message"');
    await queryRunner.query('DROP TABLE "contact_notes"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_messages_assignee"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_messages_stage_created"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "assigneeId"');
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "stage"');
  }
}
