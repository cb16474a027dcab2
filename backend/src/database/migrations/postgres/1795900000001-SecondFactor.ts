import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Second factors: TOTP, recovery codes, passkeys, pending sign-ins, required roles. */
export class SecondFactor1795900000001 implements MigrationInterface {
  name = 'SecondFactor1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "totp_factors" ("userId" integer NOT NULL, "sealedSecret" character varying(255) NOT NULL, "confirmedAt" TIMESTAMP, "lastUsedStep" integer, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_ec87d7f0add5de08a0ddca7d41e" PRIMARY KEY ("userId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "recovery_codes" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "codeHash" character varying(64) NOT NULL, "usedAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_754871d9f008a02f55553e2d4d6" UNIQUE ("codeHash"), CONSTRAINT "PK_0723b9e53961e799027d7f7ba32" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_recovery_codes_user" ON "recovery_codes" ("userId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "passkeys" ("id" character varying(1024) NOT NULL, "userId" integer NOT NULL, "publicKey" text NOT NULL, "counter" integer NOT NULL DEFAULT \'0\', "transports" character varying(255) NOT NULL DEFAULT \'\', "name" character varying(60) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "lastUsedAt" TIMESTAMP, CONSTRAINT "PK_db928e6fd79e7098911268a74c3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("userId") ');
    await queryRunner.query(
      'CREATE TABLE "second_factor_challenges" ("id" character varying(64) NOT NULL, "userId" integer NOT NULL, "purpose" character varying(16) NOT NULL, "webAuthnChallenge" character varying(128), "tokenVersion" integer NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_43b3be949e59e9beb54c0496cce" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_second_factor_challenges_user" ON "second_factor_challenges" ("userId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "second_factor_roles" ("role" character varying(16) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_5531b2d686abc9fcd25c6156d87" PRIMARY KEY ("role"))',
    );
    for (const [table, fk] of [
      ['totp_factors', 'FK_ec87d7f0add5de08a0ddca7d41e'],
      ['recovery_codes', 'FK_5ab5f51b1ca8fcc0073d76fd3d9'],
      ['passkeys', 'FK_968841087720e5f58e120ea8262'],
      ['second_factor_challenges', 'FK_a99adf83566b2f9039d5a73877b'],
    ] as const) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${fk}" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "second_factor_roles"');
    await queryRunner.query('DROP TABLE "second_factor_challenges"');
    await queryRunner.query('DROP TABLE "passkeys"');
    await queryRunner.query('DROP TABLE "recovery_codes"');
    await queryRunner.query('DROP TABLE "totp_factors"');
  }
}
