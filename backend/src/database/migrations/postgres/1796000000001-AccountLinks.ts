import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use password-reset and invitation links, kept as token hashes. */
export class AccountLinks1796000000001 implements MigrationInterface {
  name = 'AccountLinks1796000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "account_links" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "purpose" character varying(16) NOT NULL, "tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "usedAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_e03b1e79173941b176b58836ecd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_account_links_token" ON "account_links" ("tokenHash") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_account_links_user" ON "account_links" ("userId") ');
    await queryRunner.query(
      'ALTER TABLE "account_links" ADD CONSTRAINT "FK_b37644c61855c1e634f9a5ec581" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "account_links" DROP CONSTRAINT "FK_b37644c61855c1e634f9a5ec581"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_account_links_user"');
    await queryRunner.query('DROP INDEX "public"."IDX_account_links_token"');
    await queryRunner.query('DROP TABLE "account_links"');
  }
}
