/**
 * Revisions and the concurrency rule over HTTP (issue 24 items 2 and 3, ADR 057 and 058):
 * the version as ETag, writes that need If-Match (428 without, 412 with who changed it,
 * 409 naming the fields both changed), the routes' answers, and revisions append-only in
 * SQL. The rules themselves (what a revision keeps, the comparison, restores, the merge,
 * baselines, the sweep) are held on the service: test/medium/revisions.medium.ts.
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
import { Revision } from '../../src/revisions/revision.entity';
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

  it('sends the version as ETag to staff, and answers 428 to a write without If-Match', async () => {
    const read = await editor.get(`/api/portfolio/${itemId}`);
    expect(read.headers.etag).toMatch(/^"r1-/);
    const anonymous = await t.http().get('/api/portfolio');
    expect(anonymous.headers.etag).not.toMatch(/^"r/);

    const refused = await withoutIfMatch(
      editor.put(`/api/portfolio/${itemId}/case-study`).send({ challenge: 'Lost?' }),
    );
    expect(refused.status).toBe(428);
    expect((refused.body as ApiErrorBody).message).toMatch(/If-Match/);
    expect((await editor.get(`/api/portfolio/${itemId}/revisions`)).body).toHaveLength(1);
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
      { field: 'title', base: 'First title', theirs: 'Owner again', mine: 'Editor title' },
    ]);
    expect(body.fields?.map((f) => f.field)).toEqual(['title']);
    const kept = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(kept).toMatchObject({ title: 'Owner again', client: FIELDS.client });
    // The person chose theirs for the title and keeps their client: only that is sent again.
    const mine = await editor
      .put(`/api/portfolio/${itemId}`)
      .set('If-Match', now)
      .field({ client: 'Second client' });
    expect(mine.status).toBe(200);
    const saved = (await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer;
    expect(saved).toMatchObject({ title: 'Owner again', client: 'Second client' });
  });

  it("answers an item's and the settings' comparisons (200) and restores (201) with their revisions", async () => {
    const compared = await editor.get(`/api/portfolio/${itemId}/revisions/compare?from=1&to=3`);
    expect(compared.status).toBe(200);
    const comparison = compared.body as RevisionComparison;
    expect(comparison.to).toMatchObject({ number: 3, restoredFrom: null });
    expect(comparison.fields[0]).toMatchObject({
      field: 'title',
      changed: true,
      before: 'First title',
      after: 'Owner again',
    });
    const restored = await editor.post(`/api/portfolio/${itemId}/revisions/1/restore`);
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ number: 4, restoredFrom: 1, created: false });
    expect(restored.headers.etag).toBe('"r4"');
    expect(((await editor.get(`/api/portfolio/${itemId}`)).body as PortfolioItemAnswer).title).toBe(
      'First title',
    );

    const read = await owner.get('/api/admin/settings');
    expect(read.headers.etag).toMatch(/^"r1-/);
    const settings = read.body as SiteSettings;
    const saved = await owner
      .put('/api/admin/settings')
      .send({ ...settings, location: 'Montréal' });
    expect(saved.status).toBe(200);
    const back = await owner.post('/api/admin/settings/revisions/1/restore');
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ number: 3, restoredFrom: 1, changed: ['location'] });
    expect(((await t.http().get('/api/settings')).body as SiteSettings).location).toBe(
      settings.location,
    );
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
});
