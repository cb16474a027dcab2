import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillUsernameKeys } from '../identity-username-keys';

/**
 * When a session last proved who it is (re-authentication), the unique
 * normalised username, what a link was sent for (the address, the password it replaces),
 * and no more token version: the session row is the truth.
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
    // The session row is the truth: the per-user token version goes.
    for (const table of ['users', 'staff_sessions', 'second_factor_challenges']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "tokenVersion"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'staff_sessions', 'second_factor_challenges']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD COLUMN "tokenVersion" integer NOT NULL DEFAULT (0)`,
      );
    }
    await queryRunner.query('ALTER TABLE "account_links" DROP COLUMN "passwordStamp"');
    await queryRunner.query('ALTER TABLE "account_links" DROP COLUMN "sentTo"');
    await queryRunner.query('DROP INDEX "IDX_users_username_key"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "usernameKey"');
    await queryRunner.query('ALTER TABLE "staff_sessions" DROP COLUMN "reauthenticatedAt"');
  }
}
