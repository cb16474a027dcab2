// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import {
  DEFAULT_LANDING,
  type ContentHealthAnswer,
  type LandingContent,
  type LandingTexts,
} from '@prism/contracts';
import type { Test } from 'supertest';
import { LandingContentRow } from '../../src/landing/landing-content.entity';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { errorOf, itemOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['as']>>;

/** An item written in English only, as the admin's form of before ADR 041 sent it. */
const ENGLISH_ONLY = {
  title: 'Serum Listing Refresh',
  client: 'Lumen & Co',
  description: 'Seven gallery images.',
  category: 'listing',
  year: '2024',
};

const FRENCH = {
  title: 'Refonte de la fiche du sérum',
  description: 'Sept images de galerie.',
};

function form(req: Test, fields: Record<string, string>, image?: Buffer): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (image) req.attach('image', image, { filename: 'photo.jpg', contentType: 'image/jpeg' });
  return req;
}

describe('two languages (ADR 041)', () => {
  let t: TestApp;
  let editor: Agent;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
    jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // DELETE, not TRUNCATE: PostgreSQL refuses to truncate a table others reference.
    await t.dataSource.getRepository(PortfolioItem).createQueryBuilder().delete().execute();
    await t.dataSource.getRepository(LandingContentRow).clear();
  });

  const create = async (fields: Record<string, string>) => {
    const res = await form(editor.post('/api/portfolio'), fields, jpeg);
    expect(res.status).toBe(201);
    return itemOf(res);
  };
  const count = () => t.dataSource.getRepository(PortfolioItem).count();

  // The readiness rules themselves are held on the services: item-readiness.medium.ts.
  describe('publishing', () => {
    it('refuses (422) to publish an item that lacks French, naming the fields, and stores nothing', async () => {
      const res = await form(editor.post('/api/portfolio'), ENGLISH_ONLY, jpeg);
      expect(res.status).toBe(422);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ field: 'fr.title', message: 'is missing' }),
        expect.objectContaining({ field: 'fr.description', message: 'is missing' }),
        expect.objectContaining({ field: 'fr.slug', message: 'is missing' }),
      ]);
      expect(errorOf(res).code).toBe('not_ready');
      expect(errorOf(res).message).toMatch(
        /^Cannot publish before every required language is ready: fr\.title/,
      );
      expect(await count()).toBe(0);
    });

    it('refuses to mark a language ready while it lacks a field (422), and changes nothing', async () => {
      const draft = await create({ ...ENGLISH_ONLY, status: 'draft' });
      const res = await editor
        .put(`/api/portfolio/${draft.id}/translations`)
        .send({ fr: { title: FRENCH.title, ready: true } });
      expect(res.status).toBe(422);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ field: 'fr.description', message: 'is missing' }),
      ]);
      const row = await t.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id: draft.id });
      expect([row.titleFr, row.readyFr]).toEqual(['', false]);
    });

    it('refuses a gallery image without French alt text on an item live in French, which stays live (ADR 081)', async () => {
      const item = await create({
        ...ENGLISH_ONLY,
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      expect((await t.http().get(`/api/portfolio/${item.id}?lang=fr`)).status).toBe(200);
      const refused = await editor
        .post(`/api/portfolio/${item.id}/gallery`)
        .field('alt', 'Serum on white')
        .attach('image', jpeg, { filename: 'g.jpg', contentType: 'image/jpeg' });
      expect(refused.status).toBe(422);
      expect(errorOf(refused).fields?.map((f) => f.field)).toEqual(['fr.gallery[0].alt']);
      expect((await t.http().get(`/api/portfolio/${item.id}?lang=fr`)).status).toBe(200);
      expect(itemOf(await editor.get(`/api/portfolio/${item.id}`)).gallery).toEqual([]);

      const added = await editor
        .post(`/api/portfolio/${item.id}/gallery`)
        .field('alt', 'Serum on white')
        .field('altFr', 'Le sérum sur fond blanc')
        .attach('image', jpeg, { filename: 'g.jpg', contentType: 'image/jpeg' });
      expect(added.status).toBe(201);
      const fr = itemOf(await t.http().get(`/api/portfolio/${item.id}?lang=fr`));
      expect(fr.gallery.map((g) => g.alt)).toEqual(['Le sérum sur fond blanc']);
      const en = itemOf(await t.http().get(`/api/portfolio/${item.id}?lang=en`));
      expect(en.gallery.map((g) => g.alt)).toEqual(['Serum on white']);
    });
  });

  describe('services in each language (ADR 061)', () => {
    it('an English list of services needs the French one on an item live in French; each page shows its own', async () => {
      const item = await create({
        ...ENGLISH_ONLY,
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      const caseStudy = await editor
        .put(`/api/portfolio/${item.id}/case-study`)
        .send({ services: ['Main image', 'A+ content'] });
      // The French page would lack the list: refused, and the French page stays (ADR 081).
      expect(caseStudy.status).toBe(422);
      expect(errorOf(caseStudy).fields?.map((f) => f.field)).toEqual(['fr.services']);
      expect((await t.http().get(`/api/portfolio/${item.id}?lang=fr`)).status).toBe(200);
      const both = await editor.put(`/api/portfolio/${item.id}/translations`).send({
        en: { services: ['Main image', 'A+ content'] },
        fr: { services: ['Image principale'] },
      });
      expect(both.status).toBe(200);
      const staff = itemOf(await editor.get(`/api/portfolio/${item.id}`));
      expect(staff.translations?.en.services).toEqual(['Main image', 'A+ content']);

      const blank = await editor
        .put(`/api/portfolio/${item.id}/translations`)
        .send({ fr: { ...FRENCH, services: ['  '] } });
      expect(blank.status).toBe(400);
      expect(errorOf(blank).fields?.[0]?.field).toBe('fr.services.0');

      const saved = await editor
        .put(`/api/portfolio/${item.id}/translations`)
        .send({ fr: { ...FRENCH, services: ['Image principale', 'Contenu A+'] } });
      expect(saved.status).toBe(200);
      const fr = itemOf(await t.http().get(`/api/portfolio/${item.id}?lang=fr`));
      expect(fr.services).toEqual(['Image principale', 'Contenu A+']);
      const en = itemOf(await t.http().get(`/api/portfolio/${item.id}?lang=en`));
      expect(en.services).toEqual(['Main image', 'A+ content']);

      // A save of the French that leaves services out keeps them; a new English list makes
      // the French stale, as any other text of the source does.
      await editor.put(`/api/portfolio/${item.id}/translations`).send({ fr: FRENCH }).expect(200);
      // The French was saved last: the first English save brings English up to date, the
      // next one is a new source.
      for (const services of [['Main image'], ['Main image', 'Lifestyle scenes']]) {
        await editor.put(`/api/portfolio/${item.id}/case-study`).send({ services }).expect(200);
      }
      const after = itemOf(await editor.get(`/api/portfolio/${item.id}`));
      expect(after.translations?.fr).toMatchObject({
        services: ['Image principale', 'Contenu A+'],
        stale: true,
        ready: true,
      });
    });
  });

  describe('stale translations (ADR 051)', () => {
    const staleOf = async () =>
      ((await editor.get('/api/portfolio-health')).body as ContentHealthAnswer).staleTranslations;
    const staffRead = async (id: number) => itemOf(await editor.get(`/api/portfolio/${id}`));

    it('lists the French as stale once the English changes after it, and not once the French is saved again', async () => {
      const item = await create({
        ...ENGLISH_ONLY,
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      expect(await staleOf()).toEqual([]);

      // The English changes through the main form (the French fields sent as they were).
      const changed = await form(editor.put(`/api/portfolio/${item.id}`), {
        ...ENGLISH_ONLY,
        description: 'Seven gallery images, and a new hero video.',
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      expect(changed.status).toBe(200);
      const stale = await staleOf();
      expect(stale).toEqual([
        {
          id: item.id,
          title: ENGLISH_ONLY.title,
          locale: 'fr',
          savedAt: expect.any(String),
          sourceSavedAt: expect.any(String),
        },
      ]);
      expect(Date.parse(stale[0]!.sourceSavedAt)).toBeGreaterThan(Date.parse(stale[0]!.savedAt));
      expect((await staffRead(item.id)).translations).toMatchObject({
        fr: { stale: true },
        en: { stale: false },
      });

      // The translator saves the French: it is no longer stale, and the English is not either.
      const saved = await editor.put(`/api/portfolio/${item.id}/translations`).send({
        fr: { ...FRENCH, description: 'Sept images de galerie et une nouvelle vidéo.' },
      });
      expect(saved.status).toBe(200);
      expect(await staleOf()).toEqual([]);
      expect((await staffRead(item.id)).translations).toMatchObject({
        fr: { stale: false },
        en: { stale: false },
      });

      // A French change made while the French is up to date is a new source: the English follows.
      const rewritten = await editor.put(`/api/portfolio/${item.id}/translations`).send({
        fr: { ...FRENCH, description: 'Sept images, une vidéo et un nouveau logo.' },
      });
      expect(rewritten.status).toBe(200);
      expect((await staleOf()).map((s) => [s.id, s.locale])).toEqual([[item.id, 'en']]);
    });

    it('counts a case-study text of one language, and a French save that confirms the text unchanged', async () => {
      const item = await create({
        ...ENGLISH_ONLY,
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      const caseStudy = await editor.put(`/api/portfolio/${item.id}/case-study`).send({
        marketplace: 'Amazon',
        services: [],
        challenge: 'A listing nobody clicked.',
        approach: '',
        metaTitle: '',
        metaDescription: '',
        metrics: [],
      });
      expect(caseStudy.status).toBe(200);
      expect((await staleOf()).map((s) => [s.id, s.locale])).toEqual([[item.id, 'fr']]);

      // Saving the French unchanged is the translator's word that it still says the same.
      const confirmed = await editor
        .put(`/api/portfolio/${item.id}/translations`)
        .send({ fr: FRENCH });
      expect(confirmed.status).toBe(200);
      expect(await staleOf()).toEqual([]);

      // A save that changes neither language leaves both as they were.
      const unchanged = await form(editor.put(`/api/portfolio/${item.id}`), {
        ...ENGLISH_ONLY,
        titleFr: FRENCH.title,
        descriptionFr: FRENCH.description,
      });
      expect(unchanged.status).toBe(200);
      expect(await staleOf()).toEqual([]);
    });
  });

  describe('slugs', () => {
    const both = { ...ENGLISH_ONLY, titleFr: FRENCH.title, descriptionFr: FRENCH.description };

    it('are made from each title, unique within each language', async () => {
      const first = await create(both);
      const second = await create(both);
      expect([first.alternates, second.alternates]).toEqual([
        { en: 'serum-listing-refresh', fr: 'refonte-de-la-fiche-du-serum' },
        { en: 'serum-listing-refresh-2', fr: 'refonte-de-la-fiche-du-serum-2' },
      ]);
      const bySlug = await t
        .http()
        .get('/api/portfolio/slug/refonte-de-la-fiche-du-serum-2?lang=fr');
      expect(itemOf(bySlug).id).toBe(second.id);
      // A French slug is not an English one.
      expect(
        (await t.http().get('/api/portfolio/slug/refonte-de-la-fiche-du-serum?lang=en')).status,
      ).toBe(404);
    });

    it('refuses (409) a slug another item has in the same language, and allows it in the other', async () => {
      const first = await create(both);
      const second = await create({ ...both, title: 'Other', titleFr: 'Autre' });
      const taken = await editor
        .put(`/api/portfolio/${second.id}/translations`)
        .send({ fr: { ...FRENCH, slug: first.alternates.fr } });
      expect(taken.status).toBe(409);
      expect(errorOf(taken)).toMatchObject({
        code: 'slug_taken',
        fields: [{ field: 'fr.slug', code: 'taken', message: 'is already used' }],
      });
      expect(
        (await t.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id: second.id })).slugFr,
      ).toBe('autre');

      const crossed = await editor
        .put(`/api/portfolio/${second.id}/translations`)
        .send({ en: { ...ENGLISH_ONLY, slug: first.alternates.fr } });
      expect(crossed.status).toBe(200);
      expect(itemOf(crossed).translations?.en.slug).toBe('refonte-de-la-fiche-du-serum');
    });

    it('refuses a slug that is not lower-case words and dashes (400)', async () => {
      const item = await create(both);
      const res = await editor
        .put(`/api/portfolio/${item.id}/translations`)
        .send({ fr: { ...FRENCH, slug: 'Pas un slug!' } });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.[0]?.field).toBe('fr.slug');
    });

    it("refuses (400) a slug of digits only, which the site would read as another item's id", async () => {
      const first = await create(both);
      const second = await create({ ...both, title: 'Other', titleFr: 'Autre' });
      const res = await editor
        .put(`/api/portfolio/${second.id}/translations`)
        .send({ en: { ...ENGLISH_ONLY, slug: String(first.id) } });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.map((f) => f.field)).toEqual(['en.slug']);
      const created = await form(editor.post('/api/portfolio'), { ...both, slugFr: '0042' }, jpeg);
      expect(created.status).toBe(400);
      expect(errorOf(created).fields?.map((f) => f.field)).toEqual(['slugFr']);
      const rows = await t.dataSource.getRepository(PortfolioItem).find({ order: { id: 'ASC' } });
      expect(rows.map((r) => r.slugEn)).toEqual(['serum-listing-refresh', 'other']);

      // A title of digits only gets a slug that is not.
      const year = await create({ ...both, title: '2024', titleFr: '1999' });
      expect(year.alternates).toEqual({ en: 'item-2024', fr: 'item-1999' });
    });
  });

  describe('landing page texts', () => {
    it("answers the site's copy in each language until staff change it", async () => {
      const en = await t.http().get('/api/landing?lang=en');
      expect(en.status).toBe(200);
      expect(en.body).toEqual(DEFAULT_LANDING.en);
      expect((await t.http().get('/api/landing?lang=fr')).body).toEqual(DEFAULT_LANDING.fr);
      expect((await t.http().get('/api/landing?lang=de')).status).toBe(400);
    });

    it('are edited in both languages by staff, and the next public read shows them', async () => {
      // Read once so the public answer is kept; the edit must still show at once.
      await t.http().get('/api/landing?lang=fr');
      const edited: LandingContent = structuredClone(DEFAULT_LANDING);
      edited.fr.hero.heading = 'Des fiches qui vendent, grâce au design.';
      edited.fr.hero.emphasis = 'grâce au design';
      edited.en.hero.primaryCta = 'See the work';
      const saved = await editor.put('/api/admin/landing').send(edited);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(edited);
      expect(
        ((await editor.get('/api/admin/landing')).body as LandingContent).fr.hero.heading,
      ).toBe(edited.fr.hero.heading);
      const fr = (await t.http().get('/api/landing?lang=fr')).body as LandingTexts;
      expect(fr.hero).toMatchObject({
        heading: edited.fr.hero.heading,
        emphasis: 'grâce au design',
      });
      const en = (await t.http().get('/api/landing?lang=en')).body as LandingTexts;
      expect(en.hero.primaryCta).toBe('See the work');
    });

    it('refuses a language left out or emphasis not in its heading (400), and changes nothing', async () => {
      const noFrench = await editor.put('/api/admin/landing').send({ en: DEFAULT_LANDING.en });
      expect(noFrench.status).toBe(400);
      expect(errorOf(noFrench).fields?.[0]?.field).toBe('fr');

      const broken: LandingContent = structuredClone(DEFAULT_LANDING);
      broken.fr.about.emphasis = 'absent';
      const res = await editor.put('/api/admin/landing').send(broken);
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toContainEqual(
        expect.objectContaining({
          field: 'fr.about.emphasis',
          message: 'The emphasised words must appear in the heading',
        }),
      );
      expect(await t.dataSource.getRepository(LandingContentRow).count()).toBe(0);
    });

    it('are not editable by visitors (401)', async () => {
      expect((await t.http().put('/api/admin/landing').send(DEFAULT_LANDING)).status).toBe(401);
    });
  });
});
