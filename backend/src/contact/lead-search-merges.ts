import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate as letRequestsThrough } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobRunner } from '../jobs/job-runner';

/** How often the merges are due (a recurring job: one copy runs it). */
const MERGE_EVERY_MS = 60_000;
/** Pages of the index a step writes at most (FTS5 ends a step at a word's end). */
const STEP_PAGES = 16;

/**
 * Merges the segments of SQLite's inbox search index (FTS5, ADR 086) in steps of at most
 * STEP_PAGES pages, each its own statement, letting waiting requests through between them,
 * until no level holds enough segments to merge (FTS5's `usermerge`, 4). Answers the steps
 * taken. FTS5 merged inside each lead's insert (64 pages a level every 64 pages written:
 * 20-50 ms of a submission every 64 leads at a million leads); migration 1797200000063 turns
 * that off on this index, and this job does the same merging apart from any request.
 */
export async function mergeLeadSearch(dataSource: DataSource, signal?: AbortSignal) {
  const changes = async () => {
    const [row] = await dataSource.query<{ changes: number }[]>(
      'SELECT total_changes() AS "changes"',
    );
    return row?.changes ?? 0;
  };
  let steps = 0;
  while (!signal?.aborted) {
    const before = await changes();
    await dataSource.query(
      `INSERT INTO "contact_messages_search" ("contact_messages_search", "rank") VALUES ('merge', ?)`,
      [STEP_PAGES],
    );
    // FTS5's own test: fewer than two rows changed, the step found nothing to merge.
    if ((await changes()) - before < 2) break;
    steps += 1;
    await letRequestsThrough();
  }
  return steps;
}

/** The merges as a recurring job, on SQLite (PostgreSQL's GIN index keeps its own). */
@Injectable()
export class LeadSearchMerges implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    if (this.config.database.type !== 'sqlite') return;
    this.runner.every('contact.search-merges', MERGE_EVERY_MS, async ({ signal }) => {
      await mergeLeadSearch(this.dataSource, signal);
    });
  }
}
