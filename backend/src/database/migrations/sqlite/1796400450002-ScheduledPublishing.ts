import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an item is published and unpublished by the job runner, and who asked. */
export class ScheduledPublishing1796400450002 implements MigrationInterface {
  name = 'ScheduledPublishing1796400450002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD COLUMN "publish_at" datetime');
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD COLUMN "unpublish_at" datetime');
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD COLUMN "scheduled_by_id" integer');
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD COLUMN "scheduled_by" varchar(64)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['scheduled_by', 'scheduled_by_id', 'unpublish_at', 'publish_at']) {
      await queryRunner.query(`ALTER TABLE "portfolio_items" DROP COLUMN "${column}"`);
    }
  }
}
