import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Forgot password?" requests, stored by the answer and resolved by a job. */
export class PasswordResetRequests1796700300001 implements MigrationInterface {
  name = 'PasswordResetRequests1796700300001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_reset_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "ip" varchar(64), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "password_reset_requests"');
  }
}
