/**
 * Revisions and the concurrency rule (issue 24 items 2 and 3, ADR 057 and 058): every
 * save of an item, the settings or the landing texts keeps a revision; two of them compare
 * field by field with the text differences marked; a restore brings one back as a new
 * draft revision; writes need If-Match (428 without, 412 with who changed it); revisions
 * are append-only in SQL, and only the retention sweep removes old ones.
 */
import { revisionOfEtag } from '@prism/contracts';
import type {
  ApiErrorBody,
  LandingContent,
  PortfolioItemAnswer,
  RevisionComparison,
  RevisionSummary,
  SiteSettings,
} from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { Revision } from '../../src/revisions/revision.entity';
import { RevisionsService } from '../../src/revisions/revisions.service';
import { withoutIfMatch } from '../support/if-match';
import { imageBytes } from '../support/image-fixtures';
import { expectRefused, openSession, type SqlSession } from '../support/sql-session';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const FIELDS = {
  title: 'First title',
  client: 'Lumen & Co',
  description: 'The first description of the listing.',
  category: 'listing',
  year: '2024',
  featured: 'false',
  titleFr: 'Premier titre',
  descriptionFr: 'La première description de la fiche.',
} as const;

jest.setTimeout(60_000);

describe('revisions and If-Match', () => {
  let t: TestApp;
  let editor: Agent;
  let owner: Agent;
  let sql: SqlSession;
  let itemId: number;
  let postgres: boolean;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
    owner = await t.signIn(OWNER.username, OWNER.password);
    sql = await openSession(t.env);
    postgres = t.dialect === 'postgres';
    const jpeg = await imageBytes('jpeg', { width: 360, height: 240 });
    const created = await editor
      .post('/api/portfolio')
      .field({ ...FIELDS, status: 'draft' })
      .attach('image', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(created.status).toBe(201);
    itemId = (created.body as PortfolioItemAnswer).id;
  });
  afterAll(async () => {
    await sql.close();
    await t.close();
  });

  const revisions = async (path = `/api/portfolio/${itemId}`) => {
    const res = await editor.get(`${path}/revisions`);
    expect(res.status).toBe(200);
    return res.body as RevisionSummary[];
  };

  it('keeps a revision per save; compares 1 and 3; restores 1 and keeps the item published', async () => {
    for (const [title, status] of [
      ['Second title', 'published'],
      ['Third title', 'published'],
    ] as const) {
      const res = await editor.put(`/api/portfolio/${itemId}`).field({ ...FIELDS, title, status });
      expect(res.status).toBe(200);
    }
    const three = await revisions();
    expect(three.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(three[0]).toMatchObject({ changed: ['title'], restoredFrom: null });
    expect(three[2]!.by).toBe(three[0]!.by);

    const compared = await editor.get(`/api/portfolio/${itemId}/revisions/compare?from=1&to=3`);
    expect(compared.status).toBe(200);
    const comparison = compared.body as RevisionComparison;
    const title = comparison.fields.find((f) => f.field === 'title')!;
    expect(title).toMatchObject({ changed: true, before: 'First title', after: 'Third title' });
    expect(title.parts).toEqual([
      { value: 'First', added: false, removed: true },
      { value: 'Third', added: true, removed: false },
      { value: ' title', added: false, removed: false },
    ]);
    expect(comparison.fields.find((f) => f.field === 'titleFr')).toMatchObject({
      changed: false,
      before: 'Premier titre',
    });
    // Changed fields come first.
    expect(comparison.fields[0]!.field).toBe('title');

    const restored = await editor.post(`/api/portfolio/${itemId}/revisions/1/restore`);
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ number: 4, restoredFrom: 1 });
    const item = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(item.title).toBe('First title');
    // A restore brings back content, not the publication state (ADR 081): still live in both.
    expect(item.status).toBe('published');
    for (const lang of ['en', 'fr']) {
      expect((await t.http().get(`/api/portfolio/${itemId}?lang=${lang}`)).status).toBe(200);
    }
    // Nothing was deleted: all four revisions are there, 1 to 3 unchanged.
    const four = await revisions();
    expect(four.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    expect(four.slice(1)).toEqual(three);
    const audited = await t.dataSource
      .getRepository(AuditRecord)
      .findOneBy({ action: 'portfolio.restore', targetId: String(itemId) });
    expect(audited?.changes).toEqual({ revision: { before: null, after: 1 } });
  });

  it('sends the version as ETag to staff, and answers 428 to a write without If-Match', async () => {
    const read = await editor.get(`/api/portfolio/${itemId}`);
    expect(read.headers.etag).toMatch(/^"r4-/);
    const anonymous = await t.http().get('/api/portfolio');
    expect(anonymous.headers.etag).not.toMatch(/^"r/);

    const refused = await withoutIfMatch(
      editor.put(`/api/portfolio/${itemId}/case-study`).send({ challenge: 'Lost?' }),
    );
    expect(refused.status).toBe(428);
    expect((refused.body as ApiErrorBody).message).toMatch(/If-Match/);
    expect((await editor.get(`/api/portfolio/${itemId}/revisions`)).body).toHaveLength(4);
  });

  it('merges a save from an older version when it changes other fields (ADR 081)', async () => {
    const stale = (await editor.get(`/api/portfolio/${itemId}`)).headers.etag as string;
    const other = await owner.put(`/api/portfolio/${itemId}`).field({ title: 'Owner title' });
    expect(other.status).toBe(200);
    // Started before the owner's save, changing only the client and description.
    const late = await editor
      .put(`/api/portfolio/${itemId}`)
      .set('If-Match', stale)
      .field({ client: 'Editor client', description: 'Editor description' });
    expect(late.status).toBe(200);
    const item = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(item).toMatchObject({
      title: 'Owner title',
      client: 'Editor client',
      description: 'Editor description',
    });
    const [latest] = await revisions();
    expect(latest!.by).not.toBe(OWNER.username);
    expect([...latest!.changed].sort()).toEqual(['client', 'description']);
  });

  it('answers 409 naming each field both changed, with both values, and saves nothing', async () => {
    const stale = (await editor.get(`/api/portfolio/${itemId}`)).headers.etag as string;
    const other = await owner
      .put(`/api/portfolio/${itemId}/translations`)
      .send({ en: { title: 'Owner again' } });
    expect(other.status).toBe(200);
    const now = other.headers.etag as string;

    const late = await editor
      .put(`/api/portfolio/${itemId}`)
      .set('If-Match', stale)
      .field({ title: 'Editor title', client: 'Second client' });
    expect(late.status).toBe(409);
    const body = late.body as ApiErrorBody;
    expect(body.changed).toMatchObject({ by: OWNER.username, revision: revisionOfEtag(now) });
    expect(Date.parse(body.changed!.at)).not.toBeNaN();
    expect(body.conflicts).toEqual([
      { field: 'title', base: 'Owner title', theirs: 'Owner again', mine: 'Editor title' },
    ]);
    expect(body.fields?.map((f) => f.field)).toEqual(['title']);
    const kept = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(kept).toMatchObject({ title: 'Owner again', client: 'Editor client' });
    // The person chose theirs for the title and keeps their client: only that is sent again.
    const mine = await editor
      .put(`/api/portfolio/${itemId}`)
      .set('If-Match', now)
      .field({ client: 'Second client' });
    expect(mine.status).toBe(200);
    const saved = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(saved).toMatchObject({ title: 'Owner again', client: 'Second client' });
  });

  it("answers a create with the new item's version, which a save can name without a read", async () => {
    const jpeg = await imageBytes('jpeg', { width: 360, height: 240 });
    const created = await editor
      .post('/api/portfolio')
      .field({ ...FIELDS, title: 'Made and saved', status: 'draft' })
      .attach('image', jpeg, { filename: 'b.jpg', contentType: 'image/jpeg' });
    expect(created.status).toBe(201);
    expect(created.headers.etag).toBe('"r1"');
    const id = (created.body as PortfolioItemAnswer).id;
    const saved = await editor
      .put(`/api/portfolio/${id}`)
      .set('If-Match', created.headers.etag as string)
      .field({ ...FIELDS, title: 'Saved at once' });
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"r2"');

    // Revision 1 says the item was made, not that its every field changed; the save is one
    // revision; three images uploaded as one batch are one more, not one each (issue 49).
    for (const [i, more] of ['true', 'true', 'false'].entries()) {
      const added = await editor
        .post(`/api/portfolio/${id}/gallery`)
        .field({ alt: `Image ${i}`, altFr: `Image ${i}`, more })
        .attach('image', jpeg, { filename: `g${i}.jpg`, contentType: 'image/jpeg' });
      expect(added.status).toBe(201);
    }
    const history = await revisions(`/api/portfolio/${id}`);
    expect(history.map(({ number, changed, created }) => ({ number, changed, created }))).toEqual([
      { number: 3, changed: ['gallery'], created: false },
      { number: 2, changed: ['title'], created: false },
      { number: 1, changed: [], created: true },
    ]);
    const item = (await editor.get(`/api/portfolio/${id}`)).body as PortfolioItemAnswer;
    expect(item.gallery.map((g) => g.alt)).toEqual(['Image 0', 'Image 1', 'Image 2']);
  });

  it('refuses a bad revision number on the settings and landing histories with the field named, and changes nothing', async () => {
    for (const path of ['/api/admin/settings', '/api/admin/landing']) {
      const before = (await owner.get(`${path}/revisions`)).body as RevisionSummary[];
      const badQuery = await owner.get(`${path}/revisions/compare?from=first&to=1`);
      expect(badQuery.status).toBe(400);
      expect(JSON.stringify(badQuery.body)).toContain('from');
      const badParam = await owner.post(`${path}/revisions/0/restore`);
      expect(badParam.status).toBe(400);
      expect(JSON.stringify(badParam.body)).toContain('number');
      expect((await owner.post(`${path}/revisions/999/restore`)).status).toBe(404);
      expect((await owner.get(`${path}/revisions`)).body).toEqual(before);
    }
  });

  it('keeps revisions of the site settings from their state before the first save', async () => {
    // Never saved: the defaults are revision 1, the baseline, made on the first staff read.
    const read = await owner.get('/api/admin/settings');
    expect(read.headers.etag).toMatch(/^"r1-/);
    const settings = read.body as SiteSettings;
    for (const location of ['Montréal', 'Québec']) {
      expect((await owner.put('/api/admin/settings').send({ ...settings, location })).status).toBe(
        200,
      );
    }
    const listed = (await owner.get('/api/admin/settings/revisions')).body as RevisionSummary[];
    expect(listed.map((r) => [r.number, r.changed])).toEqual([
      [3, ['location']],
      [2, ['location']],
      [1, []],
    ]);
    expect(listed[2]!.by).toBe('system');
    const back = await owner.post('/api/admin/settings/revisions/2/restore');
    expect(back.status).toBe(201);
    expect(((await t.http().get('/api/settings')).body as SiteSettings).location).toBe('Montréal');
    const first = await owner.post('/api/admin/settings/revisions/1/restore');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: 5, restoredFrom: 1 });
    expect(((await t.http().get('/api/settings')).body as SiteSettings).location).toBe(
      settings.location,
    );
    const audited = await t.dataSource
      .getRepository(AuditRecord)
      .find({ where: { action: 'settings.restore' }, order: { id: 'ASC' } });
    expect(audited.map((e) => [e.targetType, e.targetId, e.targetLabel, e.changes])).toEqual([
      ['settings', 'site', null, { revision: { before: null, after: 2 } }],
      ['settings', 'site', null, { revision: { before: null, after: 1 } }],
    ]);
  });

  it('keeps revisions of the landing texts: compares two saves, restores the seed copy', async () => {
    const landing = await editor.get('/api/admin/landing');
    expect(landing.headers.etag).toBe('"r1"');
    const seed = landing.body as LandingContent;
    // Saving what was read changes nothing: no revision.
    expect((await editor.put('/api/admin/landing').send(seed)).status).toBe(200);
    const edited = (heading: string): LandingContent => ({
      ...seed,
      en: { ...seed.en, hero: { ...seed.en.hero, heading: `${heading} ${seed.en.hero.emphasis}` } },
    });
    for (const heading of ['Sharper listings for', 'Brighter listings for']) {
      expect((await editor.put('/api/admin/landing').send(edited(heading))).status).toBe(200);
    }
    const listed = await revisions('/api/admin/landing');
    expect(listed.map((r) => [r.number, r.changed])).toEqual([
      [3, ['en.hero']],
      [2, ['en.hero']],
      [1, []],
    ]);

    const compared = await editor.get('/api/admin/landing/revisions/compare?from=2&to=3');
    const hero = (compared.body as RevisionComparison).fields[0]!;
    expect(hero).toMatchObject({ field: 'en.hero', changed: true });
    expect(hero.parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['Sharper']);
    expect(hero.parts.filter((p) => p.added).map((p) => p.value)).toEqual(['Brighter']);

    // A restore needs the current version: without If-Match 428, with an old one 412.
    const bare = await withoutIfMatch(editor.post('/api/admin/landing/revisions/1/restore'));
    expect(bare.status).toBe(428);
    const stale = await editor
      .post('/api/admin/landing/revisions/1/restore')
      .set('If-Match', '"r2"');
    expect(stale.status).toBe(412);
    expect((stale.body as ApiErrorBody).changed).toMatchObject({ revision: 3 });

    const restored = await editor.post('/api/admin/landing/revisions/1/restore');
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ number: 4, restoredFrom: 1, changed: ['en.hero'] });
    const page = await t.http().get('/api/landing?lang=en');
    expect((page.body as LandingContent['en']).hero.heading).toBe(seed.en.hero.heading);
    const audited = await t.dataSource
      .getRepository(AuditRecord)
      .findOneBy({ action: 'landing.restore' });
    expect(audited).toMatchObject({
      targetType: 'landing',
      targetId: 'landing',
      targetLabel: null,
      changes: { revision: { before: null, after: 1 } },
    });
  });

  it('gives an item saved before revisions existed its state as revision 1, to restore', async () => {
    // As an item of an older install: in the table, with no revision.
    const { id } = await t.dataSource.getRepository(PortfolioItem).save({
      ...FIELDS,
      title: 'Older title',
      featured: false,
      status: 'draft',
    });
    const read = await editor.get(`/api/portfolio/${id}`);
    expect(read.headers.etag).toMatch(/^"r1-/);
    expect(
      (await editor.put(`/api/portfolio/${id}`).field({ ...FIELDS, title: 'Newer title' })).status,
    ).toBe(200);
    const listed = await revisions(`/api/portfolio/${id}`);
    expect(listed.map((r) => [r.number, r.by === 'system'])).toEqual([
      [2, false],
      [1, true],
    ]);
    const restored = await editor.post(`/api/portfolio/${id}/revisions/1/restore`);
    expect(restored.status).toBe(201);
    const item = (await editor.get(`/api/portfolio/${id}`)).body as PortfolioItemAnswer;
    expect(item.title).toBe('Older title');
  });

  it('refuses UPDATE, DELETE and replacing revisions from a plain SQL session', async () => {
    const [one] = await t.dataSource
      .getRepository(Revision)
      .find({ order: { id: 'ASC' }, take: 1 });
    await expectRefused(
      sql.run(`UPDATE revisions SET "actor_name" = 'forger' WHERE id = ${one!.id}`),
    );
    await expectRefused(sql.run(`DELETE FROM revisions WHERE id = ${one!.id}`));
    await expectRefused(sql.run('DELETE FROM revisions'));
    const replace = postgres
      ? `INSERT INTO revisions ("id", "kind", "record_id", "number", "at", "actor_name", "fields", "changed") VALUES (${one!.id}, 'portfolio', '${one!.recordId}', 99, now(), 'forger', '{}', '[]') ON CONFLICT ("id") DO UPDATE SET "actor_name" = 'forger'`
      : `INSERT OR REPLACE INTO revisions ("id", "kind", "record_id", "number", "at", "actor_name", "fields", "changed") VALUES (${one!.id}, 'portfolio', '${one!.recordId}', 99, datetime('now'), 'forger', '{}', '[]')`;
    await expectRefused(sql.run(replace));
    if (postgres) await expectRefused(sql.run('TRUNCATE revisions'));
    expect(await t.dataSource.getRepository(Revision).findOneBy({ id: one!.id })).toMatchObject({
      actorName: one!.actorName,
    });
  });

  it('lets the retention sweep remove old revisions beyond the latest 50 of a record', async () => {
    const old = postgres ? "now() - interval '800 days'" : "datetime('now', '-800 days')";
    for (let n = 1; n <= 55; n += 1) {
      await sql.run(
        `INSERT INTO revisions ("kind", "record_id", "number", "at", "actor_name", "fields", "changed") VALUES ('portfolio', '999999', ${n}, ${old}, 'historian', '{}', '[]')`,
      );
    }
    // Old enough, but a plain session holds no permit: refused.
    await expectRefused(
      sql.run(`DELETE FROM revisions WHERE "record_id" = '999999' AND "number" = 1`),
    );
    const removed = await t.app.get(RevisionsService).sweep();
    expect(removed).toBe(5);
    const left = await t.dataSource
      .getRepository(Revision)
      .find({ where: { recordId: '999999' }, order: { number: 'ASC' } });
    expect(left.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 6));
    // The young revisions of the item were left alone.
    expect(await t.dataSource.getRepository(Revision).countBy({ recordId: String(itemId) })).toBe(
      8,
    );
    expect(
      await t.dataSource.getRepository(AuditRecord).existsBy({ action: 'revisions.sweep' }),
    ).toBe(true);
  });
});
