import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project's cover may be a media library image, named by id (ADR 097); covers uploaded
 * before stay in their row's `image`. No foreign key: the library refuses to delete an
 * image in use by asking the projects, as it asks pages.
 */
export class ProjectLibraryCover1797100000056 implements MigrationInterface {
  name = 'ProjectLibraryCover1797100000056';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" ADD COLUMN "cover_media_id" integer');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "portfolio_items" DROP COLUMN "cover_media_id"');
  }
}
