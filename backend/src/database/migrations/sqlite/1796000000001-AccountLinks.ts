import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use password-reset and invitation links, kept as token hashes. */
export class AccountLinks1796000000001 implements MigrationInterface {
  name = 'AccountLinks1796000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "account_links" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "purpose" varchar(16) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_b37644c61855c1e634f9a5ec581" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_account_links_token" ON "account_links" ("tokenHash") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_account_links_user" ON "account_links" ("userId") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_account_links_user"');
    await queryRunner.query('DROP INDEX "IDX_account_links_token"');
    await queryRunner.query('DROP TABLE "account_links"');
  }
}
