/**
 * Revisions on the services and a real database (SQLite and PostgreSQL), ADR 057 and 081:
 * every save keeps a revision named after its author; two compare field by field; a restore
 * is a new revision over the version the person saw; a save from an older version is merged
 * field by field, refused only where both changed the same field; a record saved before
 * revisions existed gets its state as revision 1; the sweep removes only old revisions
 * beyond a record's latest 50. The HTTP suite (revisions.e2e.ts) keeps the headers
 * (ETag, If-Match, 428) and the answers' shapes.
 */
import { expect } from '@jest/globals';
import { DEFAULT_SITE_SETTINGS, type RevisionKind, type SessionUser } from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import type { PortfolioFields } from '../../src/portfolio/portfolio.dto';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { SETTINGS_ID } from '../../src/revisions/record-snapshots';
import { Revision } from '../../src/revisions/revision.entity';
import { imageBytes } from '../support/image-fixtures';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { actingAs, contentServices } from './content-services';
import { actorOf, factories } from './factories';

const FIELDS: PortfolioFields = {
  title: 'First title',
  client: 'Lumen & Co',
  description: 'The first description of the listing.',
  category: 'listing',
  year: '2024',
  featured: 'false',
  titleFr: 'Premier titre',
  descriptionFr: 'La première description de la fiche.',
};

describe('revisions', () => {
  let db: MediumDatabase;
  let services: ReturnType<typeof contentServices>;
  let editor: SessionUser;
  let owner: SessionUser;
  let jpeg: Buffer;

  beforeAll(async () => {
    db = await openMediumDatabase();
    services = contentServices(db);
    const { newUser } = factories(db.dataSource);
    editor = actorOf(await newUser({ role: 'editor' }));
    owner = actorOf(await newUser({ role: 'owner' }));
    jpeg = await imageBytes('jpeg', { width: 360, height: 240 });
  });
  afterAll(() => db.close());

  /** The record's version a person who read it now would name (If-Match). */
  const versionOf = async (kind: RevisionKind, recordId: string | number) =>
    (await services.revisions.current(kind, String(recordId)))!.number;
  const historyOf = (id: number) => services.revisions.list('portfolio', String(id));
  const rowOf = (id: number) => db.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id });

  /** A draft item, complete in both languages, made by the editor. */
  const newItem = async () =>
    (await actingAs(editor, () => services.portfolio.create({ ...FIELDS, status: 'draft' }, jpeg)))
      .id;

  /** The editor's save of the fields given, from the version `from` (else the latest). */
  async function save(
    who: SessionUser,
    id: number,
    fields: Partial<PortfolioFields>,
    from?: number,
  ) {
    const expected = from ?? (await versionOf('portfolio', id));
    return actingAs(who, () => services.portfolio.update(id, fields, undefined, expected));
  }

  it('keeps a revision per save, named after its author; compares two field by field, changed first, words marked', async () => {
    const id = await newItem();
    await save(editor, id, { title: 'Second title', status: 'published' });
    await save(editor, id, { title: 'Third title' });

    const history = await historyOf(id);
    expect(history.map(({ number, by, restoredFrom }) => ({ number, by, restoredFrom }))).toEqual([
      { number: 3, by: editor.username, restoredFrom: null },
      { number: 2, by: editor.username, restoredFrom: null },
      { number: 1, by: editor.username, restoredFrom: null },
    ]);
    expect(history.map((r) => [...r.changed].sort())).toEqual([['title'], ['status', 'title'], []]);

    const comparison = await services.revisions.compare('portfolio', String(id), 1, 3);
    expect(comparison.from.number).toBe(1);
    expect(comparison.to.number).toBe(3);
    const title = comparison.fields.find((f) => f.field === 'title');
    expect(title).toEqual({
      field: 'title',
      changed: true,
      before: 'First title',
      after: 'Third title',
      parts: [
        { value: 'First', added: false, removed: true },
        { value: 'Third', added: true, removed: false },
        { value: ' title', added: false, removed: false },
      ],
    });
    expect(comparison.fields.find((f) => f.field === 'titleFr')).toMatchObject({
      changed: false,
      before: 'Premier titre',
      after: 'Premier titre',
    });
    const changed = comparison.fields.map((f) => f.changed);
    expect(changed).toEqual([...changed].sort((a, b) => Number(b) - Number(a)));
    expect(changed.filter(Boolean).length).toBe(2);
  });

  it('restores a revision as a new one naming it: the content comes back, the item stays published in both languages, the history stays, audited', async () => {
    const id = await newItem();
    await save(editor, id, { title: 'Second title', status: 'published' });
    await save(editor, id, { title: 'Third title' });
    const before = await historyOf(id);

    const restored = await actingAs(editor, async () =>
      services.revisions.restore('portfolio', String(id), 1, await versionOf('portfolio', id)),
    );
    expect(restored).toMatchObject({ number: 4, restoredFrom: 1, by: editor.username });
    expect(restored.changed).toEqual(['title']);
    // A restore brings back content, not the publication state (ADR 081).
    expect(await rowOf(id)).toMatchObject({
      title: 'First title',
      status: 'published',
      readyEn: true,
      readyFr: true,
    });
    for (const locale of ['en', 'fr'] as const) {
      const { value } = await services.portfolio.get(id, false, locale);
      expect(value).toMatchObject({ id, locale });
    }
    const after = await historyOf(id);
    expect(after.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    expect(after.slice(1)).toEqual(before);
    const audited = await db.dataSource
      .getRepository(AuditRecord)
      .findBy({ action: 'portfolio.restore', targetId: String(id) });
    expect(audited.map((e) => [e.actorName, e.changes])).toEqual([
      [editor.username, { revision: { before: null, after: 1 } }],
    ]);
  });

  it('refuses a restore over a version older than the latest, naming who changed it, and changes nothing', async () => {
    const id = await newItem();
    const seen = await versionOf('portfolio', id);
    await save(owner, id, { title: 'Owner title' });
    await expect(
      actingAs(editor, () => services.revisions.restore('portfolio', String(id), 1, seen)),
    ).rejects.toMatchObject({
      code: 'precondition_failed',
      changed: { by: owner.username, revision: 2 },
    });
    expect((await rowOf(id)).title).toBe('Owner title');
    expect((await historyOf(id)).map((r) => r.number)).toEqual([2, 1]);
  });

  it('merges a save from an older version when it changes other fields (ADR 081)', async () => {
    const id = await newItem();
    const stale = await versionOf('portfolio', id);
    await save(owner, id, { title: 'Owner title' });
    // Started before the owner's save, changing only the client and description.
    await save(editor, id, { client: 'Editor client', description: 'Editor description' }, stale);

    expect(await rowOf(id)).toMatchObject({
      title: 'Owner title',
      client: 'Editor client',
      description: 'Editor description',
    });
    const [latest] = await historyOf(id);
    expect(latest).toMatchObject({ number: 3, by: editor.username });
    expect([...latest!.changed].sort()).toEqual(['client', 'description']);
  });

  it('refuses a save from an older version that changes a field changed since, naming it with the three values, and saves nothing', async () => {
    const id = await newItem();
    const stale = await versionOf('portfolio', id);
    await actingAs(owner, async () =>
      services.portfolio.saveTranslations(
        id,
        { en: { title: 'Owner title' } },
        await versionOf('portfolio', id),
      ),
    );
    await expect(
      save(editor, id, { title: 'Editor title', client: 'Editor client' }, stale),
    ).rejects.toMatchObject({
      code: 'edit_conflict',
      fields: [{ field: 'title', code: 'changed_by_other' }],
      conflicts: [
        { field: 'title', base: 'First title', theirs: 'Owner title', mine: 'Editor title' },
      ],
      changed: { by: owner.username, revision: 2 },
    });
    expect(await rowOf(id)).toMatchObject({ title: 'Owner title', client: FIELDS.client });
    expect((await historyOf(id)).map((r) => r.number)).toEqual([2, 1]);
  });

  it('keeps revisions of the site settings from their defaults before the first save; restores one and then the defaults, audited', async () => {
    // Never saved: the defaults are revision 1, the baseline, made on the first staff read.
    expect(await services.revisions.current('settings', SETTINGS_ID)).toMatchObject({
      number: 1,
      by: 'system',
    });
    const settings = await services.settings.get();
    for (const location of ['Montréal', 'Québec']) {
      await actingAs(owner, async () =>
        services.settings.replace({ ...settings, location }, await versionOf('settings', 'site')),
      );
    }
    const listed = await services.revisions.list('settings', SETTINGS_ID);
    expect(listed.map((r) => [r.number, r.changed, r.by])).toEqual([
      [3, ['location'], owner.username],
      [2, ['location'], owner.username],
      [1, [], 'system'],
    ]);

    const restore = (number: number) =>
      actingAs(owner, async () =>
        services.revisions.restore(
          'settings',
          SETTINGS_ID,
          number,
          await versionOf('settings', SETTINGS_ID),
        ),
      );
    await restore(2);
    expect((await services.settings.get()).location).toBe('Montréal');
    expect(await restore(1)).toMatchObject({ number: 5, restoredFrom: 1 });
    expect((await services.settings.get()).location).toBe(DEFAULT_SITE_SETTINGS.location);

    const audited = await db.dataSource
      .getRepository(AuditRecord)
      .find({ where: { action: 'settings.restore' }, order: { id: 'ASC' } });
    expect(audited.map((e) => [e.targetType, e.targetId, e.targetLabel, e.changes])).toEqual([
      ['settings', 'site', null, { revision: { before: null, after: 2 } }],
      ['settings', 'site', null, { revision: { before: null, after: 1 } }],
    ]);
  });

  it('gives an item saved before revisions existed its state as revision 1, to restore', async () => {
    // As an item of an older install: in the table, with no revision.
    const { id } = await db.dataSource.getRepository(PortfolioItem).save({
      title: 'Older title',
      client: FIELDS.client,
      description: FIELDS.description,
      category: FIELDS.category,
      year: FIELDS.year,
      featured: false,
      status: 'draft',
    });
    expect(await db.dataSource.getRepository(Revision).countBy({ recordId: String(id) })).toBe(0);
    expect(await services.revisions.current('portfolio', String(id))).toMatchObject({
      number: 1,
      by: 'system',
    });
    await save(editor, id, { title: 'Newer title' });
    const listed = await historyOf(id);
    expect(listed.map((r) => [r.number, r.by])).toEqual([
      [2, editor.username],
      [1, 'system'],
    ]);
    await actingAs(editor, async () =>
      services.revisions.restore('portfolio', String(id), 1, await versionOf('portfolio', id)),
    );
    expect((await rowOf(id)).title).toBe('Older title');
  });

  it('lets the retention sweep remove old revisions beyond the latest 50 of a record, and nothing else', async () => {
    const postgres = db.dataSource.options.type === 'postgres';
    const old = postgres ? "now() - interval '800 days'" : "datetime('now', '-800 days')";
    for (let n = 1; n <= 55; n += 1) {
      await db.dataSource.query(
        `INSERT INTO revisions ("kind", "record_id", "number", "at", "actor_name", "fields", "changed") VALUES ('portfolio', '999999', ${n}, ${old}, 'historian', '{}', '[]')`,
      );
    }
    const revisions = db.dataSource.getRepository(Revision);
    const young = await revisions.count();
    // Old enough, but outside the sweep's transaction no permit is held: refused.
    await expect(
      db.dataSource.query(`DELETE FROM revisions WHERE "record_id" = '999999' AND "number" = 1`),
    ).rejects.toThrow(/append-only/);

    expect(await services.revisions.sweep()).toBe(5);
    const left = await revisions.find({ where: { recordId: '999999' }, order: { number: 'ASC' } });
    expect(left.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 6));
    // Every other record's revisions are young: all stay.
    expect(await revisions.count()).toBe(young - 5);
    const audited = await db.dataSource
      .getRepository(AuditRecord)
      .findOneByOrFail({ action: 'revisions.sweep' });
    expect(audited.changes).toMatchObject({ removed: { before: null, after: 5 } });
  });
});
