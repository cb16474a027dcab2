import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counters of the sign-in and contact limits, shared by every copy of the
 * API. The shape is the one rate-limiter-flexible's PostgreSQL store reads and writes;
 * `expire` is milliseconds since the epoch. The embedded SQLite run counts in memory.
 */
export class RateLimit1795600000001 implements MigrationInterface {
  name = 'RateLimit1795600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limit" ("key" varchar(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limit" PRIMARY KEY ("key"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "rate_limit"');
  }
}
