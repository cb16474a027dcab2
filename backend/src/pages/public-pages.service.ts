import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOCALES, otherLocale, type Locale } from '@prism/contracts';
import { blockMediaIds, type Block, type BlockOf } from '@prism/contracts/blocks';
import {
  recordPath,
  type PageFields,
  type PageKind,
  type PageSitemapEntry,
  type PublicPage,
  type PublicPageAnswer,
  type PublicPost,
  type PublicProjectCard,
} from '@prism/contracts/pages';
import { DataSource, In, type FindOptionsWhere } from 'typeorm';
import { notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { MediaLibraryService } from '../media-library/media-library.service';
import { CaseStudyMapper } from '../portfolio/case-study.mapper';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { Page } from './page.entity';
import { fieldsOf, liveIn, pathOf, slugOf } from './page-fields';

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
        select: { id: true, titleFr: true, titleEn: true, blocks: true, coverId: true },
      });
      return rows.flatMap((row) =>
        [...new Set([...blockMediaIds(row.blocks), ...(row.coverId ? [row.coverId] : [])])]
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
   * The page (or, `kind` post, the journal post) live at its address in `locale`. When
   * `slug` is its slug in the other language, or it is live only in the other language,
   * where it lives instead (the site answers 301); else 404.
   */
  bySlug(
    locale: Locale,
    slug: string,
    kind: PageKind = 'page',
  ): Promise<PublicAnswer<PublicPageAnswer>> {
    return this.reads.answer(`${kind} ${locale} ${slug}`, async () => {
      const manager = this.dataSource.manager;
      const row = await manager.findOneBy(Page, slugWhere(locale, slug, kind));
      if (row && liveIn(row, locale)) {
        return this.render(row.id, fieldsOf(row), locale, pathsOf(row), row.updatedAt);
      }
      const other = otherLocale(locale);
      // The page of this address, off this language's site: its other language's address.
      if (row && liveIn(row, other)) return { movedTo: pathOf(row, other, slugOf(row, other)) };
      const moved = await manager.findOneBy(Page, slugWhere(other, slug, kind));
      if (moved && liveIn(moved, locale))
        return { movedTo: pathOf(moved, locale, slugOf(moved, locale)) };
      if (moved && liveIn(moved, other)) return { movedTo: pathOf(moved, other, slug) };
      throw notFound(kind);
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
      LOCALES.filter((l) => fields.slug[l]).map((l) => [
        l,
        recordPath(fields.kind, l, fields.slug[l]),
      ]),
    );
    return this.render(0, fields, locale, paths, new Date());
  }

  private async render(
    id: number,
    fields: PageFields,
    locale: Locale,
    paths: PublicPage['paths'],
    updatedAt: Date,
  ): Promise<PublicPage | PublicPost> {
    const post = fields.kind === 'post';
    const [media, projects, related] = await Promise.all([
      this.library.resolve(
        [...blockMediaIds(fields.blocks), ...(post && fields.coverId ? [fields.coverId] : [])],
        locale,
      ),
      this.projectsOf(fields.blocks, locale),
      post ? this.cardsOf(fields.relatedProjectIds, locale) : [],
    ]);
    const page: PublicPage = {
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
    if (!post) return page;
    return {
      ...page,
      post: {
        author: fields.author,
        date: fields.date,
        category: fields.category[locale],
        cover: (fields.coverId && media.get(fields.coverId)) || null,
        related,
      },
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
    const out: Record<string, PublicProjectCard[]> = {};
    const repo = this.dataSource.getRepository(PortfolioItem);
    for (const block of blocks.filter((b): b is BlockOf<'projects'> => b.type === 'projects')) {
      if (block.source === 'chosen') {
        out[block.id] = await this.cardsOf(block.projectIds, locale);
        continue;
      }
      const rows = block.category
        ? await repo.find({
            where: { ...visibleIn(locale), category: block.category },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: block.count,
          })
        : [];
      out[block.id] = await this.cardRows(rows, locale);
    }
    return out;
  }

  /** The projects named, in that order; those not published and ready in `locale` left out. */
  private async cardsOf(ids: readonly number[], locale: Locale): Promise<PublicProjectCard[]> {
    if (ids.length === 0) return [];
    const found = await this.dataSource
      .getRepository(PortfolioItem)
      .findBy({ ...visibleIn(locale), id: In([...ids]) });
    const byId = new Map(found.map((row) => [row.id, row]));
    return this.cardRows(
      ids.flatMap((id) => byId.get(id) ?? []),
      locale,
    );
  }

  private async cardRows(rows: PortfolioItem[], locale: Locale): Promise<PublicProjectCard[]> {
    const answers = await this.mapper.toDtos(rows, undefined, { locale });
    return answers.map(({ id, title, slug, category, year, image, imageUrl }) => ({
      id,
      title,
      slug,
      category,
      year,
      image,
      imageUrl,
    }));
  }
}

const slugWhere = (locale: Locale, slug: string, kind: PageKind): FindOptionsWhere<Page> =>
  locale === 'fr' ? { kind, slugFr: slug } : { kind, slugEn: slug };

/** Projects a visitor of `locale` may see. */
const visibleIn = (locale: Locale): FindOptionsWhere<PortfolioItem> => ({
  status: 'published',
  ...(locale === 'fr' ? { readyFr: true } : { readyEn: true }),
});

/** The page's (or post's) address in each language it is live in. */
export const pathsOf = (row: Page): PublicPage['paths'] =>
  Object.fromEntries(
    LOCALES.filter((l) => liveIn(row, l) && slugOf(row, l)).map((l) => [
      l,
      pathOf(row, l, slugOf(row, l)),
    ]),
  );
