import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LIMITS,
  LOCALES,
  otherLocale,
  STALE_DRAFT_DAYS,
  type ContentHealthAnswer,
  type Locale,
} from '@prism/contracts';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { ClientLogo } from '../logos/client-logo.entity';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';
import { CONTENT_HEALTH_FINDINGS } from './content-health-findings';
import { ItemHealth } from './item-health.entity';
import { missingIn, savedAtOf } from './item-languages';
import { PortfolioItem } from './portfolio-item.entity';

const DAY_MS = 86_400_000;
/** An upload above this was exported far larger than any page needs. */
export const OVERSIZED_ORIGINAL_BYTES = 5 * 1024 * 1024;
/** A logo switched off for this long is probably forgotten. */
export const INACTIVE_LOGO_DAYS = 180;

const NAMED = LIMITS.contentHealthNamed;

/** Each language's findings, as item-languages' `textOf` and `savedAtOf` read its columns. */
const NOT_READY: Record<Locale, string> = {
  en: CONTENT_HEALTH_FINDINGS.notReadyEn,
  fr: CONTENT_HEALTH_FINDINGS.notReadyFr,
};
const STALE: Record<Locale, string> = {
  en: CONTENT_HEALTH_FINDINGS.staleEn,
  fr: CONTENT_HEALTH_FINDINGS.staleFr,
};

/**
 * The dashboard's content-health panel: what a visitor would notice or a search engine
 * would miss, each finding naming its first LIMITS.contentHealthNamed items (oldest first)
 * and counting them all. Every figure is an SQL count or a bounded read of an index of
 * the items it finds (the partial indexes of content-health-findings.ts, the indexes of
 * the health rows, item-health.ts), so its cost grows with the findings, not with the
 * portfolio or what each item holds, and the texts and images of the named items only are
 * read.
 */
@Injectable()
export class ContentHealthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(now = new Date()): Promise<ContentHealthAnswer> {
    const staleBefore = new Date(now.getTime() - STALE_DRAFT_DAYS * DAY_MS);
    const items = () => this.dataSource.getRepository(PortfolioItem).createQueryBuilder('i');
    // An item's health row goes with it (a foreign key), so its findings are read from
    // those rows alone, named by item id, and only the named items' titles are read.
    const health = () => this.dataSource.getRepository(ItemHealth).createQueryBuilder('h');
    const missingAlt = await found(health().where('h.missingAlt > 0'), 'h.itemId');
    const oversized = await found(
      health().where('h.largestOriginalBytes > :big', { big: OVERSIZED_ORIGINAL_BYTES }),
      'h.itemId',
    );
    const staleDrafts = await found(
      items().where('i.status = :draft AND i.updatedAt < :staleBefore', {
        draft: 'draft',
        staleBefore,
      }),
    );
    const withoutCover = await found(items().where(CONTENT_HEALTH_FINDINGS.withoutCover));
    const notReady = await this.byLanguage(items, (locale) => NOT_READY[locale]);
    // staleIn (item-languages): the language has a title, both were saved, the other later.
    const stale = await this.byLanguage(items, (locale) => STALE[locale]);
    const logos = this.dataSource
      .getRepository(ClientLogo)
      .createQueryBuilder('l')
      .where('l.active = :off AND l.updatedAt < :since', {
        off: false,
        since: new Date(now.getTime() - INACTIVE_LOGO_DAYS * DAY_MS),
      });
    const inactiveLogos = await logos.clone().orderBy('l.updatedAt', 'ASC').limit(NAMED).getMany();

    const rows = await this.itemsOf([...notReady.named, ...stale.named].map((n) => n.id));
    const titled = (q: SelectQueryBuilder<PortfolioItem>) =>
      q.select('i.id', 'id').addSelect('i.title', 'title');
    const missingAltRows = await missingAlt.first
      .select('h.itemId', 'id')
      .addSelect('h.missingAlt', 'missing')
      .getRawMany<{ id: number | string; missing: number | string }>();
    const oversizedRows = await oversized.first
      .select('h.itemId', 'id')
      .addSelect('h.largestOriginalBytes', 'bytes')
      .getRawMany<{ id: number | string; bytes: number | string }>();
    const titles = await this.titlesOf(
      [...missingAltRows, ...oversizedRows].map((r) => Number(r.id)),
    );
    return {
      missingAlt: withTitles(missingAltRows, titles, (r) => ({ missing: Number(r.missing) })),
      staleDrafts: (
        await staleDrafts.first.select(['i.id', 'i.title', 'i.updatedAt']).getMany()
      ).map((i) => ({ id: i.id, title: i.title, updatedAt: i.updatedAt.toISOString() })),
      withoutCover: (
        await titled(withoutCover.first).getRawMany<{ id: number | string; title: string }>()
      ).map((r) => ({ id: Number(r.id), title: r.title })),
      oversized: withTitles(oversizedRows, titles, (r) => ({ bytes: Number(r.bytes) })),
      inactiveLogos: inactiveLogos.map((l) => ({
        id: l.id,
        name: l.name,
        updatedAt: l.updatedAt.toISOString(),
      })),
      notReady: notReady.named.flatMap(({ id, locale }) => {
        const item = rows.get(id);
        if (!item) return [];
        const missing = missingIn(item.row, item.children, locale);
        return [{ id, title: item.row.title, locale, missing }];
      }),
      staleTranslations: stale.named.flatMap(({ id, locale }) => {
        const row = rows.get(id)?.row;
        const savedAt = row && savedAtOf(row, locale);
        const sourceSavedAt = row && savedAtOf(row, otherLocale(locale));
        if (!row || !savedAt || !sourceSavedAt) return [];
        return [
          {
            id,
            title: row.title,
            locale,
            savedAt: savedAt.toISOString(),
            sourceSavedAt: sourceSavedAt.toISOString(),
          },
        ];
      }),
      counts: {
        items: await countOf(items()),
        missingAlt: missingAlt.count,
        staleDrafts: staleDrafts.count,
        withoutCover: withoutCover.count,
        oversized: oversized.count,
        inactiveLogos: await countOf(logos),
        notReady: notReady.count,
        staleTranslations: stale.count,
      },
    };
  }

  /**
   * A finding that is per item and language: each language's count, and the first NAMED
   * (item, language) pairs by item then language, as the panel lists them.
   */
  private async byLanguage(
    items: () => SelectQueryBuilder<PortfolioItem>,
    condition: (locale: Locale) => string,
  ): Promise<{ count: number; named: { id: number; locale: Locale }[] }> {
    const perLanguage = [];
    for (const locale of LOCALES) {
      const finding = await found(items().where(condition(locale)));
      const first = await finding.first.select('i.id', 'id').getRawMany<{ id: number | string }>();
      perLanguage.push({ locale, count: finding.count, rows: first });
    }
    const named = perLanguage
      .flatMap(({ locale, rows }) => rows.map((r) => ({ id: Number(r.id), locale })))
      .sort((a, b) => a.id - b.id || LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale))
      .slice(0, NAMED);
    return { count: perLanguage.reduce((sum, l) => sum + l.count, 0), named };
  }

  /** The titles of these items, by id. */
  private async titlesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const items = await this.dataSource.manager.find(PortfolioItem, {
      select: { id: true, title: true },
      where: { id: In([...new Set(ids)]) },
    });
    return new Map(items.map((item) => [item.id, item.title]));
  }

  /** The named items whole, with their parts (what `missingIn` reads), by id. */
  private async itemsOf(ids: number[]) {
    const unique = [...new Set(ids)];
    const manager = this.dataSource.manager;
    const where = { itemId: In(unique) };
    const order = { position: 'ASC', id: 'ASC' } as const;
    const [rows, gallery, pairs, metrics] =
      unique.length === 0
        ? [[], [], [], []]
        : await Promise.all([
            manager.findBy(PortfolioItem, { id: In(unique) }),
            manager.find(GalleryImage, { where, order }),
            manager.find(BeforeAfterPair, { where, order }),
            manager.find(Metric, { where, order }),
          ]);
    const of = <T extends { itemId: number }>(list: T[], id: number) =>
      list.filter((part) => part.itemId === id);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          row,
          children: {
            gallery: of(gallery, row.id),
            pairs: of(pairs, row.id),
            metrics: of(metrics, row.id),
          },
        },
      ]),
    );
  }
}

/**
 * Health rows named by their item's title, each with its own figure; a row whose item went
 * meanwhile is left out.
 */
function withTitles<R extends { id: number | string }, F extends object>(
  rows: R[],
  titles: Map<number, string>,
  figure: (row: R) => F,
): ({ id: number; title: string } & F)[] {
  return rows.flatMap((row) => {
    const title = titles.get(Number(row.id));
    return title === undefined ? [] : [{ id: Number(row.id), title, ...figure(row) }];
  });
}

/** A finding over items: how many match, and the query of the first NAMED by item id. */
async function found<T extends object>(
  query: SelectQueryBuilder<T>,
  itemId = 'i.id',
): Promise<{ count: number; first: SelectQueryBuilder<T> }> {
  return { count: await countOf(query), first: query.clone().orderBy(itemId, 'ASC').limit(NAMED) };
}

/** COUNT(*) of a query without joins that repeat rows (TypeORM's getCount sorts ids). */
async function countOf<T extends object>(query: SelectQueryBuilder<T>): Promise<number> {
  const counted = await query.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>();
  return Number(counted?.total ?? 0);
}
