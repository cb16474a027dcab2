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

  /** The current version: a primary-key read, cheap enough to ask before every page. */
  async current(): Promise<number> {
    const row = await this.rows.findOneBy({ id: CONTENT_VERSION_ROW });
    return row?.version ?? 0;
  }
}
