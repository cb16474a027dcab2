import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ITEM_TEXT_FIELDS,
  LOCALES,
  type ItemTextsInput,
  type ItemTranslationsInput,
  type Locale,
  type Page,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { BeforeAfterPair, GalleryImage } from './case-study.entities';
import { CaseStudyMapper } from './case-study.mapper';
import { DataSource, In, Repository, type EntityManager } from 'typeorm';
import { keyedRows, keysetPage, positionOfRow, type KeysetOrder } from '../common/keyset';
import { invalidFields, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import type {
  PortfolioFields,
  PortfolioListQuery,
  PortfolioOrder,
  PortfolioUpdate,
} from './portfolio.dto';
import { PortfolioItem } from './portfolio-item.entity';
import { lockItem } from './lock-item';
import { refreshItemHealth } from './item-health';
import { coverRef, itemTarget } from './portfolio-audit';
import { ItemEdits } from './item-edits';
import { assertSameIds } from './case-study.service';
import { fixedTarget } from '../audit/fixed-targets';
import { MediaLibraryService } from '../media-library/media-library.service';
import { PortfolioImageStore } from './portfolio-image-store';
import { PortfolioSchedule } from './portfolio-schedule';
import { itemRecord, RevisionsService } from '../revisions/revisions.service';
import { SettingsService } from '../settings/settings.service';
import {
  assertPublishable,
  childrenOf,
  type ItemChildren,
  markReady,
  missingIn,
  printsOf,
  readyIn,
  setServices,
  setText,
  settleReadiness,
  settleSlug,
  slugOf,
  stampTexts,
} from './item-languages';

/**
 * The list's order, public and staff: featured first, then the manual order (0 first),
 * then newest, then the id; on the (status, featured, displayOrder, createdAt, id) and
 * (featured, displayOrder, createdAt, id) indexes, each in these directions.
 */
const LIST_ORDER: KeysetOrder = [
  { column: 'i.featured', type: 'boolean', direction: 'DESC' },
  { column: 'i.displayOrder', type: 'integer', direction: 'ASC' },
  { column: 'i.createdAt', type: 'timestamp', direction: 'DESC' },
  { column: 'i.id', type: 'integer', direction: 'DESC' },
];

/**
 * Portfolio items and their images. The order of work keeps rows and objects consistent
 * (docs/architecture.md, "Data"): image work and uploads first, then the row in a short
 * transaction; objects a failed write had stored are removed; objects a row no longer
 * names are removed only after the change is committed.
 */
@Injectable()
export class PortfolioService {
  constructor(
    @InjectRepository(PortfolioItem) private readonly items: Repository<PortfolioItem>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: PortfolioImageStore,
    private readonly reads: PublicReadCache,
    private readonly mapper: CaseStudyMapper,
    private readonly audit: AuditLog,
    private readonly settings: SettingsService,
    private readonly schedule: PortfolioSchedule,
    private readonly revisions: RevisionsService,
    private readonly edits: ItemEdits,
    private readonly library: MediaLibraryService,
  ) {}

  /**
   * A page of the list: featured first, then the manual order, then newest;
   * optionally one category. Visitors see published items ready in the language only;
   * staff see drafts too. Read by keyset on the list's index, so any page costs the same
   * however large the portfolio grows; `after` starts after an item instead of a cursor.
   */
  list(
    query: PortfolioListQuery = {},
    staff = false,
  ): Promise<PublicAnswer<Page<PortfolioItemAnswer>>> {
    const locale = query.lang ?? 'en';
    const key = `portfolio ${staff ? 'staff' : 'public'} ${locale} ${query.category ?? '*'} ${query.limit ?? '*'} ${query.cursor ?? ''} ${query.after ?? ''}`;
    return this.reads.answer(key, async () => {
      if (query.cursor !== undefined && query.after !== undefined) {
        throw invalidFields([{ field: 'after', code: 'invalid' }]);
      }
      const listed = this.items.createQueryBuilder('i');
      if (query.category) listed.andWhere('i.category = :category', { category: query.category });
      if (!staff) {
        // Visitors see an item in a language only once it is ready there.
        listed.andWhere({
          status: 'published' as const,
          ...(locale === 'en' ? { readyEn: true } : { readyFr: true }),
        });
      }
      const start =
        query.after === undefined
          ? undefined
          : await positionOfRow(listed, LIST_ORDER, query.after);
      if (start === null) throw notFound('portfolio_item');
      return keysetPage(
        listed,
        LIST_ORDER,
        query,
        async (ids) =>
          this.mapper.toDtos(await this.items.findBy({ id: In(ids) }), undefined, {
            locale,
            translations: staff,
          }),
        start,
      );
    });
  }

  /**
   * One item; a draft, or an item not ready in the language asked for, is "not found" for
   * a visitor, the same answer as a missing id. Staff see every language as it is.
   */
  get(
    id: number,
    staff = false,
    locale: Locale = 'en',
  ): Promise<PublicAnswer<PortfolioItemAnswer>> {
    const key = `portfolio item ${staff ? 'staff' : 'public'} ${locale} ${id}`;
    return this.reads.answer(key, async () => {
      const row = await this.items.findOneBy({ id });
      if (!row || (!staff && !visibleIn(row, locale))) throw notFound('portfolio_item');
      return this.mapper.toOneAnswer(row, undefined, { locale, translations: staff });
    });
  }

  /** One item by its slug in a language: what the public page of that URL shows. */
  getBySlug(
    slug: string,
    locale: Locale,
    staff = false,
  ): Promise<PublicAnswer<PortfolioItemAnswer>> {
    const key = `portfolio slug ${staff ? 'staff' : 'public'} ${locale} ${slug}`;
    return this.reads.answer(key, async () => {
      const row = await this.items.findOneBy(locale === 'en' ? { slugEn: slug } : { slugFr: slug });
      if (!row || (!staff && !visibleIn(row, locale))) throw notFound('portfolio_item');
      return this.mapper.toOneAnswer(row, undefined, { locale, translations: staff });
    });
  }

  /** A new item, its cover the image sent or the library image `coverMediaId` names. */
  async create(fields: PortfolioFields, upload: Buffer | undefined): Promise<PortfolioItemAnswer> {
    if (!upload && fields.coverMediaId === undefined) {
      throw invalidFields([{ field: 'image', code: 'file_required' }]);
    }
    const coverMediaId = upload ? null : await this.libraryImage(fields.coverMediaId);
    const required = (await this.settings.get()).requiredLocales;
    const image = upload ? await this.images.store(upload) : null;
    const row = await this.images.undoOnFailure(image ?? undefined, () =>
      this.audit.change(
        async (tx) => {
          const row = this.items.create({
            ...textsOf(fields),
            image,
            coverMediaId,
            status: fields.status ?? 'published',
            coverAlt: fields.coverAlt ?? '',
            titleFr: fields.titleFr ?? '',
            descriptionFr: fields.descriptionFr ?? '',
            coverAltFr: fields.coverAltFr ?? '',
          });
          await settleLanguages(tx, row, fields, 'create', NO_CHILDREN);
          stampTexts(row, NO_CHILDREN, null);
          if (row.status === 'published') assertPublishable(row, NO_CHILDREN, required);
          const saved = await tx.save(row);
          await refreshItemHealth(tx, saved.id);
          await this.revisions.created(tx, itemRecord(saved.id));
          return saved;
        },
        (saved) => ({
          action: 'portfolio.create',
          target: itemTarget(saved),
          changes: changesOf(null, summaryOf(saved)),
        }),
      ),
    );
    return this.mapper.toOneAnswer(row);
  }

  /**
   * Sets the fields given (a save sends what the person changed). A new image
   * (a file, else a library image `coverMediaId` names) replaces the cover; without one,
   * noImage 'true' clears it and anything else keeps it. Making a draft published applies
   * the publishing rule (every required language ready, else 422 naming what is missing).
   */
  async update(
    id: number,
    fields: PortfolioUpdate,
    upload: Buffer | undefined,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    // Cheap existence checks first, so a wrong id costs no image work.
    if (!(await this.items.existsBy({ id }))) throw notFound('portfolio_item');
    const coverMediaId =
      !upload && fields.coverMediaId !== undefined
        ? await this.libraryImage(fields.coverMediaId)
        : undefined;
    const required = (await this.settings.get()).requiredLocales;
    const image = upload ? await this.images.store(upload) : undefined;
    const { row, previous } = await this.images.undoOnFailure(image, () =>
      this.edits.edit(id, expected, async (tx, current) => {
        const before = current.image;
        const was = summaryOf(current);
        const wasPublished = current.status === 'published';
        const children = await childrenOf(tx, id);
        const said = printsOf(current, children);
        Object.assign(current, givenTextsOf(fields));
        if (image || coverMediaId !== undefined || fields.noImage === 'true') {
          current.image = image ?? null;
          current.coverMediaId = coverMediaId ?? null;
        }
        await settleLanguages(tx, current, fields, 'update', children);
        stampTexts(current, children, said);
        if (!wasPublished && current.status === 'published') {
          assertPublishable(current, children, required);
        }
        const row = await tx.save(current);
        return {
          result: { row, previous: before },
          entry: { action: 'portfolio.update', changes: changesOf(was, summaryOf(row)) },
        };
      }),
    );
    if (previous && previous.key !== row.image?.key) await this.images.discard(previous);
    return this.mapper.toOneAnswer(row);
  }

  /**
   * Sets the texts given of each language given, with its slug and its ready
   * state. A language marked ready must be complete and a live one must stay complete (422
   * naming the fields); a slug another item has in that language is a 409. A language not
   * ready becomes ready once complete unless `ready: false` is given; `ready: false` on a
   * ready language takes it off that language's site.
   */
  async saveTranslations(
    id: number,
    input: ItemTranslationsInput,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    return this.edits.edit(id, expected, async (tx, row) => {
      const was = languagesOf(row);
      const children = await childrenOf(tx, id);
      const said = printsOf(row, children);
      for (const locale of LOCALES) {
        const texts = input[locale];
        if (!texts) continue;
        for (const field of ITEM_TEXT_FIELDS) {
          const value = texts[field];
          if (value !== undefined) setText(row, field, locale, value);
        }
        if (locale === 'en' && (!row.title || !row.description)) {
          // The admin's lists and the audit log name an item by its English title.
          throw invalidFields(
            (['title', 'description'] as const)
              .filter((field) => !row[field])
              .map((field) => ({ field: `en.${field}`, code: 'required' as const })),
          );
        }
        if (texts.services) setServices(row, locale, texts.services);
        applyChildTexts(children, locale, texts);
        // A language's first texts get a slug made from the title unless one is given.
        if (texts.slug !== undefined || !slugOf(row, locale)) {
          await settleSlug(tx, row, locale, texts.slug || undefined);
        }
        // Asked for, else a language not ready yet becomes ready once complete; one that is
        // ready stays so, and settleReadiness below keeps a live one complete.
        if (texts.ready !== undefined) markReady(row, children, locale, texts.ready);
        else if (!readyIn(row, locale)) {
          markReady(row, children, locale, missingIn(row, children, locale).length === 0);
        }
      }
      settleReadiness(row, children);
      await tx.save([...children.gallery, ...children.pairs, ...children.metrics]);
      stampTexts(
        row,
        children,
        said,
        LOCALES.filter((locale) => input[locale]),
      );
      row.updatedAt = new Date();
      const saved = await tx.save(row);
      return {
        result: await this.mapper.toOneAnswer(saved, tx),
        entry: { action: 'portfolio.translations', changes: changesOf(was, languagesOf(saved)) },
      };
    });
  }

  /**
   * Saves the manual order of the first `ids.length` items of the list (the pages staff
   * have loaded; all of them when every id is sent), in one transaction: those items take
   * the places given, the others keep their order after them (ADR 092). The table is locked
   * against other writes first (PostgreSQL; SQLite serialises), so two staff saving at once
   * end with one of their orders, never a mix; a list that is not the first so many items
   * (one added, removed or moved since it was loaded) changes nothing.
   */
  async saveOrder(order: PortfolioOrder): Promise<void> {
    const count = order.ids.length;
    if (count === 0) return;
    await this.dataSource.transaction(async (tx) => {
      if (tx.dataSource.options.type === 'postgres') {
        await tx.query('LOCK TABLE "portfolio_items" IN SHARE ROW EXCLUSIVE MODE');
      }
      const listed = tx.createQueryBuilder(PortfolioItem, 'i');
      const first = await keyedRows(listed, LIST_ORDER, null, count);
      assertSameIds(
        first.map((row) => row.id),
        order.ids,
        'The portfolio changed since this order was loaded; reload and try again',
      );
      // The others move behind the places given, keeping their order among themselves.
      const rest = await tx
        .createQueryBuilder(PortfolioItem, 'i')
        .select('MIN(i.displayOrder)', 'least')
        .where('i.id NOT IN (:...ids)', { ids: order.ids })
        .getRawOne<{ least: number | string | null }>();
      if (rest?.least !== null && rest?.least !== undefined) {
        await tx
          .createQueryBuilder()
          .update(PortfolioItem)
          .set({ displayOrder: () => `"display_order" + ${count - Number(rest.least)}` })
          .where('id NOT IN (:...ids)', { ids: order.ids })
          .execute();
      }
      for (const [position, itemId] of order.ids.entries()) {
        await tx.update(PortfolioItem, { id: itemId }, { displayOrder: position });
      }
      await this.audit.record(tx, {
        action: 'portfolio.order',
        target: fixedTarget('portfolio:order'),
        changes: changesOf(null, { order: order.ids.join(', ') }),
      });
    });
  }

  /** Deletes the item and its gallery and before/after rows (cascade), then their files. */
  async delete(id: number, expected: number | null): Promise<void> {
    const images = await this.dataSource.transaction(async (tx) => {
      const row = await lockItem(tx, id);
      await this.revisions.assertLatest(tx, itemRecord(id), expected);
      const gallery = await tx.find(GalleryImage, { where: { itemId: id } });
      const pairs = await tx.find(BeforeAfterPair, { where: { itemId: id } });
      await tx.delete(PortfolioItem, { id });
      await this.schedule.withdraw(tx, id);
      await this.edits.record(tx, row, {
        action: 'portfolio.delete',
        changes: changesOf(summaryOf(row), null),
      });
      return [
        row.image,
        ...gallery.map((g) => g.image),
        ...pairs.flatMap((p) => [p.before, p.after]),
      ];
    });
    await this.images.discard(...images);
  }

  /** Takes the cover off the item: an upload of old is deleted, a library image stays there. */
  async deleteImage(id: number, expected: number | null): Promise<void> {
    const image = await this.edits.edit(id, expected, async (tx, row) => {
      const was = coverRef(row);
      if (!was) throw notFound('image');
      const previous = row.image;
      row.image = null;
      row.coverMediaId = null;
      await tx.save(row);
      return {
        result: previous,
        entry: {
          action: 'portfolio.image_delete',
          changes: { image: { before: was, after: null } },
        },
      };
    });
    await this.images.discard(image);
  }

  /** The library image `id` names, for a cover (400 naming the field when there is none). */
  private async libraryImage(id: number | undefined): Promise<number> {
    if (id === undefined || !(await this.library.resolve([id], 'en')).has(id)) {
      throw invalidFields([{ field: 'coverMediaId', code: 'not_found' }]);
    }
    return id;
  }
}

/** An item's fields as its audit entries name them (the image by its key). */
function summaryOf(row: PortfolioItem) {
  return {
    title: row.title,
    client: row.client,
    description: row.description,
    category: row.category,
    year: row.year,
    featured: row.featured,
    status: row.status,
    coverAlt: row.coverAlt,
    image: coverRef(row),
  };
}

/** An item shown to visitors in this language: published and ready there. */
const visibleIn = (row: PortfolioItem, locale: Locale) =>
  row.status === 'published' && readyIn(row, locale);

const NO_CHILDREN = { gallery: [], pairs: [], metrics: [] };

/**
 * After the form's texts are set: each slug (asked for, else from the title), then each
 * ready flag (asked for; else a create is ready where complete and an update keeps what
 * it was while still complete).
 */
async function settleLanguages(
  tx: EntityManager,
  row: PortfolioItem,
  fields: PortfolioFields | PortfolioUpdate,
  mode: 'create' | 'update',
  children: ItemChildren,
): Promise<void> {
  if (mode === 'create' || fields.slugEn !== undefined) {
    await settleSlug(tx, row, 'en', fields.slugEn || undefined);
  }
  if (mode === 'create' || fields.slugFr !== undefined) {
    await settleSlug(tx, row, 'fr', fields.slugFr || undefined);
  }
  for (const locale of LOCALES) {
    const asked = locale === 'en' ? fields.readyEn : fields.readyFr;
    if (asked !== undefined) markReady(row, children, locale, asked === 'true');
    else if (mode === 'create') {
      markReady(row, children, locale, missingIn(row, children, locale).length === 0);
    }
  }
  settleReadiness(row, children);
}

/** Sets one language's texts of the gallery, pairs and results, each list given whole. */
export function applyChildTexts(
  children: ItemChildren,
  locale: Locale,
  texts: ItemTextsInput,
): void {
  const fr = locale === 'fr';
  if (texts.gallery) {
    const byId = new Map(texts.gallery.map((g) => [g.id, g]));
    for (const g of children.gallery) {
      const given = byId.get(g.id);
      if (!given) continue;
      if (fr) Object.assign(g, { altFr: given.alt, captionFr: given.caption ?? '' });
      else Object.assign(g, { alt: given.alt, caption: given.caption ?? '' });
    }
  }
  if (texts.beforeAfter) {
    const byId = new Map(texts.beforeAfter.map((p) => [p.id, p.label]));
    for (const p of children.pairs) {
      const label = byId.get(p.id);
      if (label === undefined) continue;
      if (fr) p.labelFr = label;
      else p.label = label;
    }
  }
  texts.metrics?.forEach((label, i) => {
    const m = children.metrics[i];
    if (!m) return;
    if (fr) m.labelFr = label;
    else m.label = label;
  });
}

/** What the audit log keeps of a translations save: each language's title, slug and state. */
function languagesOf(row: PortfolioItem) {
  return {
    titleFr: row.titleFr,
    slugEn: row.slugEn,
    slugFr: row.slugFr,
    readyEn: row.readyEn,
    readyFr: row.readyFr,
  };
}

/** The fields an update gives, and nothing for those it leaves out. */
export function givenTextsOf(fields: PortfolioUpdate): Partial<PortfolioItem> {
  const given = {
    title: fields.title,
    client: fields.client,
    description: fields.description,
    category: fields.category,
    year: fields.year,
    featured: fields.featured === undefined ? undefined : fields.featured === 'true',
    status: fields.status,
    coverAlt: fields.coverAlt,
    titleFr: fields.titleFr,
    descriptionFr: fields.descriptionFr,
    coverAltFr: fields.coverAltFr,
  };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
}

function textsOf(fields: PortfolioFields) {
  return {
    title: fields.title,
    client: fields.client,
    description: fields.description,
    category: fields.category,
    year: fields.year,
    featured: fields.featured === 'true',
  };
}
