import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each language's texts of a portfolio item were last saved. Existing items
 * start with both at their last change, so none is stale until one language changes.
 */
export class TranslationTimes1796200000051 implements MigrationInterface {
  name = 'TranslationTimes1796200000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD "texts_saved_en" TIMESTAMP');
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD "texts_saved_fr" TIMESTAMP');
    await queryRunner.query(
      'UPDATE "portfolio_items" SET "texts_saved_en" = "updatedAt", "texts_saved_fr" = "updatedAt"',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "texts_saved_fr"');
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "texts_saved_en"');
  }
}
