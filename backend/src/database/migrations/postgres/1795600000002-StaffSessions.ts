import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Session records: one row per sign-in, ended by deleting it. */
export class StaffSessions1795600000002 implements MigrationInterface {
  name = 'StaffSessions1795600000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "staff_sessions" ("id" character varying(36) NOT NULL, "userId" integer NOT NULL, "tokenVersion" integer NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "lastSeenAt" TIMESTAMP NOT NULL, "ip" character varying(64) NOT NULL, "userAgent" character varying(255) NOT NULL, CONSTRAINT "PK_b9be2467392ab95efaa3661cce2" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_staff_sessions_user" ON "staff_sessions" ("userId") ',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_sessions" ADD CONSTRAINT "FK_93a1efabcdbe41b1a906aea397e" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "staff_sessions" DROP CONSTRAINT "FK_93a1efabcdbe41b1a906aea397e"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_staff_sessions_user"');
    await queryRunner.query('DROP TABLE "staff_sessions"');
  }
}
