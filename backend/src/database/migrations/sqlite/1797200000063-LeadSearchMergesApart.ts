import type { MigrationInterface, QueryRunner } from 'typeorm';

const automerge = (segments: number) =>
  `INSERT INTO "contact_messages_search" ("contact_messages_search", "rank") VALUES ('automerge', ${segments})`;

/**
 * Issue 47 (ADR 086): FTS5 no longer merges the inbox search index's segments inside a
 * lead's insert (every 64 pages written it merged 64 pages a level: 20-50 ms of a submission
 * every 64 leads at a million leads); the recurring job `contact.search-merges`
 * (lead-search-merges.ts) does it apart. FTS5's crisis merge (a level of 16 segments) still
 * runs in the insert, should the job fall behind.
 */
export class LeadSearchMergesApart1797200000063 implements MigrationInterface {
  name = 'LeadSearchMergesApart1797200000063';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(automerge(0));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // FTS5's default.
    await queryRunner.query(automerge(4));
  }
}
