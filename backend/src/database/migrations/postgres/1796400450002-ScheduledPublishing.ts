import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an item is published and unpublished by the job runner, and who asked. */
export class ScheduledPublishing1796400450002 implements MigrationInterface {
  name = 'ScheduledPublishing1796400450002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" ADD "publish_at" TIMESTAMP, ADD "unpublish_at" TIMESTAMP, ADD "scheduled_by_id" integer, ADD "scheduled_by" character varying(64)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "portfolio_items" DROP COLUMN "scheduled_by", DROP COLUMN "scheduled_by_id", DROP COLUMN "unpublish_at", DROP COLUMN "publish_at"',
    );
  }
}
