import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale, Page as ListPage } from '@prism/contracts';
import type { PostCard } from '@prism/contracts/pages';
import { postPath } from '@prism/contracts/site-paths';
import { DataSource, In } from 'typeorm';
import { notFound } from '../common/domain-error';
import { keysetPage, positionOfRow, type KeysetOrder } from '../common/keyset';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { MediaLibraryService } from '../media-library/media-library.service';
import { Page } from './page.entity';
import { slugOf } from './page-fields';

/** The journal's order: the latest publication day first, then the post added last (IDX_pages_journal). */
const JOURNAL_ORDER: KeysetOrder = [
  { column: 'p.postDate', type: 'text', direction: 'DESC' },
  { column: 'p.id', type: 'integer', direction: 'DESC' },
];

/**
 * The journal as visitors read it (issue 50): the posts live in a language as
 * cards, newest first, a keyset page at a time. Its index pages and its feed read this.
 */
@Injectable()
export class PublicJournal {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PublicReadCache,
    private readonly library: MediaLibraryService,
  ) {}

  /**
   * Up to `limit` posts live in `locale`; after the post `after` names when given (404 when
   * that post is not live there), so a plain link pages through without a cursor.
   */
  index(
    locale: Locale,
    query: { limit: number; after?: number },
  ): Promise<PublicAnswer<ListPage<PostCard>>> {
    const key = `journal ${locale} ${query.limit} ${query.after ?? ''}`;
    return this.reads.answer(key, async () => {
      const listed = this.dataSource.manager
        .createQueryBuilder(Page, 'p')
        .where({ kind: 'post', ...(locale === 'fr' ? { liveFr: true } : { liveEn: true }) });
      const start =
        query.after === undefined
          ? undefined
          : await positionOfRow(listed, JOURNAL_ORDER, query.after);
      if (start === null) throw notFound('post');
      return keysetPage(
        listed,
        JOURNAL_ORDER,
        { limit: query.limit },
        (ids) => this.cards(ids, locale),
        start,
      );
    });
  }

  private async cards(ids: number[], locale: Locale): Promise<PostCard[]> {
    const rows = await this.dataSource.manager.findBy(Page, { id: In(ids) });
    const covers = await this.library.resolve(
      rows.flatMap((row) => (row.coverId ? [row.coverId] : [])),
      locale,
    );
    return rows.map((row) => ({
      id: row.id,
      title: locale === 'fr' ? row.titleFr : row.titleEn,
      path: postPath(locale, slugOf(row, locale)),
      author: row.author,
      date: row.postDate,
      category: locale === 'fr' ? row.categoryFr : row.categoryEn,
      summary: locale === 'fr' ? row.metaDescriptionFr : row.metaDescriptionEn,
      cover: (row.coverId && covers.get(row.coverId)) || null,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}
