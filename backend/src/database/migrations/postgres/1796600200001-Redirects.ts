import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redirects and the 404 log. A change to a redirect's paths or status raises the
 * content version, so the site's redirect table and page cache follow; hit counts don't.
 */
export class Redirects1796600200001 implements MigrationInterface {
  name = 'Redirects1796600200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "redirects" ("id" SERIAL NOT NULL, "fromPath" character varying(500) NOT NULL, "toPath" character varying(500) NOT NULL, "status" integer NOT NULL, "automatic" boolean NOT NULL DEFAULT false, "hits" integer NOT NULL DEFAULT 0, "lastHitAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_redirects" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_redirects_from" ON "redirects" ("fromPath") ');
    await queryRunner.query('CREATE INDEX "IDX_redirects_to" ON "redirects" ("toPath") ');
    await queryRunner.query(
      'CREATE TABLE "not_found_paths" ("id" SERIAL NOT NULL, "path" character varying(500) NOT NULL, "count" integer NOT NULL, "firstSeen" TIMESTAMP NOT NULL, "lastSeen" TIMESTAMP NOT NULL, "referrerHost" character varying(253), CONSTRAINT "PK_not_found_paths" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_not_found_paths_path" ON "not_found_paths" ("path") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_not_found_paths_rank" ON "not_found_paths" ("count", "lastSeen") ',
    );
    await queryRunner.query(
      'CREATE TRIGGER "redirects_content_version" AFTER INSERT OR UPDATE OF "fromPath", "toPath", "status" OR DELETE OR TRUNCATE ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "redirects_content_version" ON "redirects"');
    await queryRunner.query('DROP TABLE "not_found_paths"');
    await queryRunner.query('DROP TABLE "redirects"');
  }
}
