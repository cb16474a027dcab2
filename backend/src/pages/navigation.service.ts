import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Locale } from '@prism/contracts';
import {
  navigationSchema,
  pagePath,
  type Navigation,
  type NavLink,
  type PublicNavigation,
} from '@prism/contracts/pages';
import { DataSource, In, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { fixedTarget } from '../audit/fixed-targets';
import { DomainError, invalidFields } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { RecordKinds } from '../revisions/record-kinds';
import { NAVIGATION_ID } from '../revisions/record-snapshots';
import { RevisionsService } from '../revisions/revisions.service';
import { NavigationRow, Page } from './page.entity';
import { liveIn, slugOf } from './page-fields';

const ROW_ID = 1;
const RECORD = { kind: 'navigation', recordId: NAVIGATION_ID } as const;
const EMPTY: Navigation = { header: [], footer: [] };

/**
 * The header and footer links (issue 50), one document for both languages, saved as the
 * landing texts are: merged over a colleague's change to the other list, with revisions.
 */
@Injectable()
export class NavigationService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PublicReadCache,
    private readonly revisions: RevisionsService,
    private readonly kinds: RecordKinds,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.kinds.define('navigation', {
      fixedId: NAVIGATION_ID,
      exists: () => Promise.resolve(true),
      lock: () => Promise.resolve(),
      snapshot: async (tx) => ({ ...(await storedIn(tx)) }),
      lastChange: async (tx) =>
        (await tx.findOneBy(NavigationRow, { id: ROW_ID }))?.updatedAt ?? null,
      restore: async (tx, _id, fields) => {
        const parsed = navigationSchema.safeParse(fields);
        if (!parsed.success) throw new DomainError('revision_unfit');
        await tx.upsert(NavigationRow, { id: ROW_ID, data: parsed.data }, ['id']);
        return fixedTarget('navigation:site');
      },
    });
  }

  get(): Promise<Navigation> {
    return storedIn(this.dataSource.manager);
  }

  /**
   * Saves both lists: what the person changed since the version they started from, merged
   * over a colleague's change to the other list. A link to a page that does not exist is
   * refused (400 naming it, `header.2.pageId`).
   */
  async save(navigation: Navigation, expected: number | null): Promise<Navigation> {
    return this.dataSource.transaction(async (tx) => {
      const edit = await this.revisions.open(tx, RECORD, expected);
      const merged = navigationSchema.safeParse(
        await this.revisions.mergeDocument(tx, edit, { ...navigation }),
      );
      if (!merged.success) throw new DomainError('merge_unfit');
      await assertPagesExist(tx, merged.data);
      await tx.upsert(NavigationRow, { id: ROW_ID, data: merged.data }, ['id']);
      await this.revisions.write(tx, edit);
      await this.audit.record(tx, {
        action: 'navigation.update',
        target: fixedTarget('navigation:site'),
        changes: changesOf(summaryOf(edit.current as Navigation), summaryOf(merged.data)),
      });
      return merged.data;
    });
  }

  /** The links as the site shows them in `locale`: to live pages or to paths, labelled. */
  forSite(locale: Locale): Promise<PublicAnswer<PublicNavigation>> {
    return this.reads.answer(`navigation ${locale}`, async () => {
      const navigation = await this.get();
      const ids = [...navigation.header, ...navigation.footer].flatMap((l) => l.pageId ?? []);
      const pages = ids.length ? await this.dataSource.manager.findBy(Page, { id: In(ids) }) : [];
      const byId = new Map(pages.map((p) => [p.id, p]));
      const shown = (links: NavLink[]) =>
        links.flatMap((link) => {
          const label = link.label[locale];
          const page = link.pageId === null ? undefined : byId.get(link.pageId);
          const href =
            link.pageId === null
              ? link.path[locale]
              : page && liveIn(page, locale)
                ? pagePath(locale, slugOf(page, locale))
                : '';
          return label && href ? [{ label, href }] : [];
        });
      return { header: shown(navigation.header), footer: shown(navigation.footer) };
    });
  }
}

async function storedIn(manager: EntityManager): Promise<Navigation> {
  const row = await manager.findOneBy(NavigationRow, { id: ROW_ID });
  const parsed = navigationSchema.safeParse(row?.data ?? EMPTY);
  return parsed.success ? parsed.data : structuredClone(EMPTY);
}

async function assertPagesExist(tx: EntityManager, navigation: Navigation): Promise<void> {
  const named = (['header', 'footer'] as const).flatMap((list) =>
    navigation[list].flatMap((link, i) =>
      link.pageId === null ? [] : [{ field: `${list}.${i}.pageId`, id: link.pageId }],
    ),
  );
  if (named.length === 0) return;
  const found = new Set(
    (await tx.find(Page, { where: { id: In(named.map((n) => n.id)) }, select: { id: true } })).map(
      (p) => p.id,
    ),
  );
  const missing = named.filter((n) => !found.has(n.id));
  if (missing.length > 0) {
    throw invalidFields(missing.map(({ field }) => ({ field, code: 'not_found' as const })));
  }
}

/** The audit log's view: each list as its labels. */
const summaryOf = (navigation: Navigation) => ({
  header: navigation.header.map((l) => l.label.fr || l.label.en).join(', '),
  footer: navigation.footer.map((l) => l.label.fr || l.label.en).join(', '),
});
