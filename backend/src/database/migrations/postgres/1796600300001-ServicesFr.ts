import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The French list of services of a portfolio item, beside the English one.
 * Existing items start with none: a French list is written by a translator, never copied.
 */
export class ServicesFr1796600300001 implements MigrationInterface {
  name = 'ServicesFr1796600300001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "portfolio_items" ADD "services_fr" text NOT NULL DEFAULT '[]'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "services_fr"');
  }
}
