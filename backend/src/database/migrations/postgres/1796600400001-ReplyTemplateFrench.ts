import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reply templates gain their French text beside the English one, in a `_fr` column as
 * every French text: templates written before are English, with no French yet.
 */
export class ReplyTemplateFrench1796600400001 implements MigrationInterface {
  name = 'ReplyTemplateFrench1796600400001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "reply_templates" ADD COLUMN "body_fr" text NOT NULL DEFAULT ''`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reply_templates" DROP COLUMN "body_fr"');
  }
}
