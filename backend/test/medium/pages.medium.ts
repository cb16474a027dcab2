/**
 * Field-level saves of a page on the service and a real database (SQLite and PostgreSQL),
 * issue 50 with ADR 081: two colleagues who started from the same version and changed
 * different blocks (or different languages of one text) both keep their change; the same
 * field of the same block is a 409 naming it, and nothing of that save is kept. The HTTP
 * suite (pages.e2e.ts) keeps the wire.
 */
import { expect } from '@jest/globals';
import type { SessionUser } from '@prism/contracts';
import type { Block } from '@prism/contracts/blocks';
import type { PageAnswer } from '@prism/contracts/pages';
import { DomainError } from '../../src/common/domain-error';
import { PageEdits } from '../../src/pages/page-edits';
import { PageSchedule } from '../../src/pages/page-schedule';
import { PagesService } from '../../src/pages/pages.service';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { actingAs, contentServices } from './content-services';
import { actorOf, factories } from './factories';

describe('page saves from the same version', () => {
  let db: MediumDatabase;
  let pages: PagesService;
  let ana: SessionUser;
  let ben: SessionUser;

  beforeAll(async () => {
    db = await openMediumDatabase();
    const { revisions, kinds, runner, audit, settings, outbox } = contentServices(db);
    const edits = new PageEdits(db.dataSource, revisions, audit);
    const schedule = new PageSchedule(db.dataSource, runner, settings, edits, outbox, db.config);
    pages = new PagesService(db.dataSource, revisions, kinds, edits, audit, schedule);
    pages.onModuleInit();
    const { newUser } = factories(db.dataSource);
    ana = actorOf(await newUser({ role: 'editor' }));
    ben = actorOf(await newUser({ role: 'editor' }));
  });
  afterAll(() => db.close());

  const cta = (id: string, heading: string): Block => ({
    id,
    type: 'cta',
    heading: { fr: heading, en: '' },
    text: { fr: '', en: '' },
    label: { fr: '', en: '' },
    href: { fr: '', en: '' },
  });
  const withHeading = (page: PageAnswer, id: string, heading: string) =>
    page.blocks.map((b) =>
      b.id === id && b.type === 'cta' ? { ...b, heading: { ...b.heading, fr: heading } } : b,
    );

  it('keeps both colleagues’ changes to different blocks, texts and languages', async () => {
    const start = await actingAs(ana, () =>
      pages.create({
        title: { fr: 'Services', en: '' },
        slug: { fr: '', en: '' },
        metaTitle: { fr: '', en: '' },
        metaDescription: { fr: '', en: '' },
        blocks: [cta('a', 'Un'), cta('b', 'Deux'), cta('c', 'Trois')],
      }),
    );
    const v = start.version;
    await actingAs(ana, () =>
      pages.update(
        start.id,
        { blocks: withHeading(start, 'a', 'Un, revu'), title: { fr: 'Nos services' } },
        v,
      ),
    );
    // Ben saves from the same version: his block, a new block at the end, the English title.
    const merged = await actingAs(ben, () =>
      pages.update(
        start.id,
        {
          blocks: [...withHeading(start, 'c', 'Trois, revu'), cta('d', 'Quatre')],
          title: { en: 'Services' },
        },
        v,
      ),
    );
    expect(merged.blocks.map((b) => (b.type === 'cta' ? [b.id, b.heading.fr] : []))).toEqual([
      ['a', 'Un, revu'],
      ['b', 'Deux'],
      ['c', 'Trois, revu'],
      ['d', 'Quatre'],
    ]);
    expect(merged.title).toEqual({ fr: 'Nos services', en: 'Services' });
    expect(merged.version).toBe(v + 2);
  });

  it('refuses the same field of the same block (409 naming it) and keeps nothing of that save', async () => {
    const start = await actingAs(ana, () =>
      pages.create({
        title: { fr: 'Équipe', en: '' },
        slug: { fr: '', en: '' },
        metaTitle: { fr: '', en: '' },
        metaDescription: { fr: '', en: '' },
        blocks: [cta('a', 'Un'), cta('b', 'Deux')],
      }),
    );
    await actingAs(ana, () =>
      pages.update(start.id, { blocks: withHeading(start, 'a', 'Celui d’Ana') }, start.version),
    );
    const refused = await actingAs(ben, () =>
      pages.update(
        start.id,
        { blocks: withHeading(start, 'a', 'Celui de Ben'), title: { en: 'Team' } },
        start.version,
      ),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'edit_conflict',
      fields: [{ field: 'blocks.a.heading.fr', code: 'changed_by_other' }],
      conflicts: [{ field: 'blocks.a.heading.fr', theirs: 'Celui d’Ana', mine: 'Celui de Ben' }],
    });
    const now = await pages.get(start.id);
    expect(now.title.en).toBe('');
    expect(now.blocks[0]).toMatchObject({ heading: { fr: 'Celui d’Ana' } });
  });
});
