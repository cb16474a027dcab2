import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { readNowIfIdle } from '../database/sqlite-serializer';

/** The counter's row id (the table holds that one row). */
export const CONTENT_VERSION_ROW = 1;

const VERSION_SQL = `SELECT version FROM content_version WHERE id = ${CONTENT_VERSION_ROW}`;

@Injectable()
export class ContentVersionService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The current version: a primary-key read, asked before every public read and every page
   * the site serves from its cache. Plain SQL, because building it through the query
   * builder cost more than the read itself (bench/, ADR 018); on SQLite read at once when
   * no unit of work is open (ADR 037).
   */
  async current(): Promise<number> {
    const rows = (readNowIfIdle(this.dataSource, VERSION_SQL) ??
      (await this.dataSource.query(VERSION_SQL))) as { version: number | string }[];
    const [row] = rows;
    return row ? Number(row.version) : 0;
  }
}
