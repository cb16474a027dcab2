import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Session records: one row per sign-in, ended by deleting it. */
export class StaffSessions1795600000002 implements MigrationInterface {
  name = 'StaffSessions1795600000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "staff_sessions" ("id" varchar(36) PRIMARY KEY NOT NULL, "userId" integer NOT NULL, "tokenVersion" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastSeenAt" datetime NOT NULL, "ip" varchar(64) NOT NULL, "userAgent" varchar(255) NOT NULL, CONSTRAINT "FK_93a1efabcdbe41b1a906aea397e" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_staff_sessions_user" ON "staff_sessions" ("userId") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_staff_sessions_user"');
    await queryRunner.query('DROP TABLE "staff_sessions"');
  }
}
