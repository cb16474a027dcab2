import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Forgot password?" requests, stored by the answer and resolved by a job. */
export class PasswordResetRequests1796700300001 implements MigrationInterface {
  name = 'PasswordResetRequests1796700300001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_reset_requests" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "ip" character varying(64), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_password_reset_requests" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "password_reset_requests"');
  }
}
