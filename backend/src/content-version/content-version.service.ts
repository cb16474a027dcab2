import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContentVersion } from './content-version.entity';

/** The counter's row id (the table holds that one row). */
export const CONTENT_VERSION_ROW = 1;

@Injectable()
export class ContentVersionService {
  constructor(
    @InjectRepository(ContentVersion) private readonly rows: Repository<ContentVersion>,
  ) {}

  /**
   * The current version: a primary-key read, asked before every page the site serves from
   * its cache. Plain SQL, because building it through the query builder cost more than the
   * read itself (bench/, ADR 018).
   */
  async current(): Promise<number> {
    const rows: { version: number | string }[] = await this.rows.query(
      `SELECT version FROM content_version WHERE id = ${CONTENT_VERSION_ROW}`,
    );
    const [row] = rows;
    return row ? Number(row.version) : 0;
  }
}
