import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 23: the language of the page a contact message was sent from; older ones are English. */
export class LeadLanguage1796400005002 implements MigrationInterface {
  name = 'LeadLanguage1796400005002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD "locale" character varying(2) NOT NULL DEFAULT 'en'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_messages" DROP COLUMN "locale"');
  }
}
