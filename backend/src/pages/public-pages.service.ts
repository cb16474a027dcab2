import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOCALES, otherLocale, type Locale } from '@prism/contracts';
import { blockMediaIds, type Block, type BlockOf } from '@prism/contracts/blocks';
import {
  pagePath,
  type PageFields,
  type PageSitemapEntry,
  type PublicPage,
  type PublicPageAnswer,
  type PublicProjectCard,
} from '@prism/contracts/pages';
import { DataSource, In, type FindOptionsWhere } from 'typeorm';
import { notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { MediaLibraryService } from '../media-library/media-library.service';
import { CaseStudyMapper } from '../portfolio/case-study.mapper';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { Page } from './page.entity';
import { fieldsOf, liveIn, slugOf } from './page-fields';

/**
 * Pages as visitors see them: one language of a live page with the library images and
 * project cards its blocks name already resolved, so the site's renderer makes no further
 * call; the sitemap's list; and the same answer built from a draft for the live preview.
 */
@Injectable()
export class PublicPages implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PublicReadCache,
    private readonly library: MediaLibraryService,
    private readonly mapper: CaseStudyMapper,
  ) {}

  /** The library's "used in": the pages whose blocks name an image. */
  onModuleInit(): void {
    this.library.registerUses('page', async (mediaIds) => {
      const wanted = new Set(mediaIds);
      const rows = await this.dataSource.manager.find(Page, {
        select: { id: true, titleFr: true, titleEn: true, blocks: true },
      });
      return rows.flatMap((row) =>
        blockMediaIds(row.blocks)
          .filter((id) => wanted.has(id))
          .map((mediaId) => ({
            mediaId,
            id: row.id,
            label: row.titleFr || row.titleEn,
            adminPath: `/admin/pages/${row.id}`,
          })),
      );
    });
  }

  /**
   * The page live at `/<locale>/<slug>`. When `slug` is the page's slug in the other
   * language, or its page is live only in the other language, where it lives instead (the
   * site answers 301); else 404.
   */
  bySlug(locale: Locale, slug: string): Promise<PublicAnswer<PublicPageAnswer>> {
    return this.reads.answer(`page ${locale} ${slug}`, async () => {
      const manager = this.dataSource.manager;
      const row = await manager.findOneBy(Page, slugWhere(locale, slug));
      if (row && liveIn(row, locale)) {
        return this.render(row.id, fieldsOf(row), locale, pathsOf(row), row.updatedAt);
      }
      const other = otherLocale(locale);
      // The page of this address, off this language's site: its other language's address.
      if (row && liveIn(row, other)) return { movedTo: pagePath(other, slugOf(row, other)) };
      const moved = await manager.findOneBy(Page, slugWhere(other, slug));
      if (moved && liveIn(moved, locale))
        return { movedTo: pagePath(locale, slugOf(moved, locale)) };
      if (moved && liveIn(moved, other)) return { movedTo: pagePath(other, slug) };
      throw notFound('page');
    });
  }

  /** The pages live in `locale`, for the sitemap (with their other language's address). */
  sitemap(locale: Locale): Promise<PublicAnswer<PageSitemapEntry[]>> {
    return this.reads.answer(`page sitemap ${locale}`, async () => {
      const rows = await this.dataSource.manager.find(Page, {
        where: locale === 'fr' ? { liveFr: true } : { liveEn: true },
        order: { id: 'ASC' },
      });
      return rows.map((row) => ({
        id: row.id,
        paths: pathsOf(row),
        updatedAt: row.updatedAt.toISOString(),
      }));
    });
  }

  /** A draft as its public page would show it: nothing stored, nothing kept. */
  preview(locale: Locale, fields: PageFields): Promise<PublicPage> {
    const paths = Object.fromEntries(
      LOCALES.filter((l) => fields.slug[l]).map((l) => [l, pagePath(l, fields.slug[l])]),
    );
    return this.render(0, fields, locale, paths, new Date());
  }

  private async render(
    id: number,
    fields: PageFields,
    locale: Locale,
    paths: PublicPage['paths'],
    updatedAt: Date,
  ): Promise<PublicPage> {
    const [media, projects] = await Promise.all([
      this.library.resolve(blockMediaIds(fields.blocks), locale),
      this.projectsOf(fields.blocks, locale),
    ]);
    return {
      id,
      locale,
      title: fields.title[locale],
      metaTitle: fields.metaTitle[locale],
      metaDescription: fields.metaDescription[locale],
      paths,
      blocks: fields.blocks,
      media: Object.fromEntries(media),
      projects,
      updatedAt: updatedAt.toISOString(),
    };
  }

  /**
   * Each projects block's cards: the projects chosen, in their order, or the latest of a
   * category; only those published and ready in `locale` (the others are left out).
   */
  private async projectsOf(
    blocks: readonly Block[],
    locale: Locale,
  ): Promise<Record<string, PublicProjectCard[]>> {
    const visible: FindOptionsWhere<PortfolioItem> = {
      status: 'published',
      ...(locale === 'fr' ? { readyFr: true } : { readyEn: true }),
    };
    const out: Record<string, PublicProjectCard[]> = {};
    const repo = this.dataSource.getRepository(PortfolioItem);
    for (const block of blocks.filter((b): b is BlockOf<'projects'> => b.type === 'projects')) {
      let rows: PortfolioItem[];
      if (block.source === 'chosen') {
        const found = await repo.findBy({ ...visible, id: In(block.projectIds) });
        const byId = new Map(found.map((row) => [row.id, row]));
        rows = block.projectIds.flatMap((pid) => byId.get(pid) ?? []);
      } else if (block.category) {
        rows = await repo.find({
          where: { ...visible, category: block.category },
          order: { createdAt: 'DESC', id: 'DESC' },
          take: block.count,
        });
      } else rows = [];
      const answers = await this.mapper.toDtos(rows, undefined, { locale });
      out[block.id] = answers.map(({ id, title, slug, category, year, image, imageUrl }) => ({
        id,
        title,
        slug,
        category,
        year,
        image,
        imageUrl,
      }));
    }
    return out;
  }
}

const slugWhere = (locale: Locale, slug: string): FindOptionsWhere<Page> =>
  locale === 'fr' ? { slugFr: slug } : { slugEn: slug };

/** The page's address in each language it is live in. */
export const pathsOf = (row: Page): PublicPage['paths'] =>
  Object.fromEntries(
    LOCALES.filter((l) => liveIn(row, l) && slugOf(row, l)).map((l) => [
      l,
      pagePath(l, slugOf(row, l)),
    ]),
  );
