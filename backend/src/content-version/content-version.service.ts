import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FreshVersion } from '@prism/contracts/server-cache';
import { DataSource } from 'typeorm';
import { readNowIfIdle } from '../database/sqlite-serializer';

/** The counter's row id (the table holds that one row). */
export const CONTENT_VERSION_ROW = 1;

const VERSION_SQL = `SELECT version FROM content_version WHERE id = ${CONTENT_VERSION_ROW}`;

@Injectable()
export class ContentVersionService {
  /**
   * Requests that arrive while the version is being read share the next read, never an
   * earlier one: 200 public reads at once cost a few queries, not 200 waits for one of the
   * pool's ten connections (which a busy machine turned into 503s past its 5 s).
   */
  private readonly fresh = new FreshVersion(async () =>
    versionOf(await this.dataSource.query<VersionRow[]>(VERSION_SQL)),
  );

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The current version: a primary-key read, asked before every public read and every page
   * the site serves from its cache. Plain SQL, because building it through the query
   * builder cost more than the read itself (bench/); on SQLite read at once when
   * no unit of work is open.
   */
  async current(): Promise<number> {
    const now = readNowIfIdle(this.dataSource, VERSION_SQL) as VersionRow[] | undefined;
    return now ? versionOf(now) : this.fresh.current();
  }
}

type VersionRow = { version: number | string };

const versionOf = ([row]: VersionRow[]): number => (row ? Number(row.version) : 0);
