import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a lead came from: nullable columns, added in place so other new columns survive. */
const COLUMNS = [
  ['sourcePage', 2000],
  ['referrer', 2000],
  ['utmSource', 200],
  ['utmMedium', 200],
  ['utmCampaign', 200],
  ['utmTerm', 200],
  ['utmContent', 200],
] as const;

export class ContactSource1795500000001 implements MigrationInterface {
  name = 'ContactSource1795500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [column, length] of COLUMNS) {
      await queryRunner.query(
        `ALTER TABLE "contact_messages" ADD COLUMN "${column}" varchar(${length})`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [column] of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "${column}"`);
    }
  }
}
