import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillUsernameKeys } from '../identity-username-keys';

/**
 * ADR 038: when a session last proved who it is (re-authentication), the unique
 * normalised username, and what a link was sent for (the address, the password it replaces).
 */
export class Identity1796300000038 implements MigrationInterface {
  name = 'Identity1796300000038';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "staff_sessions" ADD COLUMN "reauthenticatedAt" datetime');
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "usernameKey" varchar(900)');
    await fillUsernameKeys(queryRunner, () => '?');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_users_username_key" ON "users" ("usernameKey") ',
    );
    await queryRunner.query('ALTER TABLE "account_links" ADD COLUMN "sentTo" varchar(254)');
    await queryRunner.query('ALTER TABLE "account_links" ADD COLUMN "passwordStamp" varchar(64)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "account_links" DROP COLUMN "passwordStamp"');
    await queryRunner.query('ALTER TABLE "account_links" DROP COLUMN "sentTo"');
    await queryRunner.query('DROP INDEX "IDX_users_username_key"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "usernameKey"');
    await queryRunner.query('ALTER TABLE "staff_sessions" DROP COLUMN "reauthenticatedAt"');
  }
}
