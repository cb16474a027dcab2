import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Second factors: TOTP, recovery codes, passkeys, pending sign-ins, required roles. */
export class SecondFactor1795900000001 implements MigrationInterface {
  name = 'SecondFactor1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const userFk = (name: string) =>
      `CONSTRAINT "${name}" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION`;
    await queryRunner.query(
      `CREATE TABLE "totp_factors" ("userId" integer PRIMARY KEY NOT NULL, "sealedSecret" varchar(255) NOT NULL, "confirmedAt" datetime, "lastUsedStep" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), ${userFk('FK_ec87d7f0add5de08a0ddca7d41e')})`,
    );
    await queryRunner.query(
      `CREATE TABLE "recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "codeHash" varchar(64) NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_754871d9f008a02f55553e2d4d6" UNIQUE ("codeHash"), ${userFk('FK_5ab5f51b1ca8fcc0073d76fd3d9')})`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_recovery_codes_user" ON "recovery_codes" ("userId") ',
    );
    await queryRunner.query(
      `CREATE TABLE "passkeys" ("id" varchar(1024) PRIMARY KEY NOT NULL, "userId" integer NOT NULL, "publicKey" text NOT NULL, "counter" integer NOT NULL DEFAULT (0), "transports" varchar(255) NOT NULL DEFAULT (''), "name" varchar(60) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "lastUsedAt" datetime, ${userFk('FK_968841087720e5f58e120ea8262')})`,
    );
    await queryRunner.query('CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("userId") ');
    await queryRunner.query(
      `CREATE TABLE "second_factor_challenges" ("id" varchar(64) PRIMARY KEY NOT NULL, "userId" integer NOT NULL, "purpose" varchar(16) NOT NULL, "webAuthnChallenge" varchar(128), "tokenVersion" integer NOT NULL, "expiresAt" datetime NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), ${userFk('FK_a99adf83566b2f9039d5a73877b')})`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_second_factor_challenges_user" ON "second_factor_challenges" ("userId") ',
    );
    await queryRunner.query(
      `CREATE TABLE "second_factor_roles" ("role" varchar(16) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "second_factor_roles"');
    await queryRunner.query('DROP INDEX "IDX_second_factor_challenges_user"');
    await queryRunner.query('DROP TABLE "second_factor_challenges"');
    await queryRunner.query('DROP INDEX "IDX_passkeys_user"');
    await queryRunner.query('DROP TABLE "passkeys"');
    await queryRunner.query('DROP INDEX "IDX_recovery_codes_user"');
    await queryRunner.query('DROP TABLE "recovery_codes"');
    await queryRunner.query('DROP TABLE "totp_factors"');
  }
}
