import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project's gallery image, and each side of a before/after pair, may be a media library
 * image named by id (ADR 097) instead of the row's own upload, so the image columns take
 * NULL. No foreign key: the library refuses to delete an image in use by asking the
 * projects. Going down drops the parts that are library images: the old columns cannot
 * hold them.
 */
export class LibraryGalleryImages1797100000071 implements MigrationInterface {
  name = 'LibraryGalleryImages1797100000071';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "portfolio_gallery_images" ALTER COLUMN "image" DROP NOT NULL, ADD "media_id" integer',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_before_after_pairs" ALTER COLUMN "before" DROP NOT NULL, ALTER COLUMN "after" DROP NOT NULL, ADD "before_media_id" integer, ADD "after_media_id" integer',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "portfolio_gallery_images" WHERE "image" IS NULL');
    await queryRunner.query(
      'ALTER TABLE "portfolio_gallery_images" DROP COLUMN "media_id", ALTER COLUMN "image" SET NOT NULL',
    );
    await queryRunner.query(
      'DELETE FROM "portfolio_before_after_pairs" WHERE "before" IS NULL OR "after" IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "portfolio_before_after_pairs" DROP COLUMN "after_media_id", DROP COLUMN "before_media_id", ALTER COLUMN "after" SET NOT NULL, ALTER COLUMN "before" SET NOT NULL',
    );
  }
}
