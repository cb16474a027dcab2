import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 23: each user's language for the admin and their mail; null: the browser's. */
export class UserLanguage1796400005001 implements MigrationInterface {
  name = 'UserLanguage1796400005001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "locale" varchar(2)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "locale"');
  }
}
