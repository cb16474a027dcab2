// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import {
  CASE_STUDY_LIMITS,
  LIMITS,
  type ApiErrorBody,
  type ContentHealthAnswer,
  type GalleryImageAnswer,
  type PortfolioItemAnswer,
  type PreviewLinkAnswer,
} from '@prism/contracts';
import type { Test } from 'supertest';
import { Like } from 'typeorm';
import {
  BeforeAfterPair,
  GalleryImage,
  PreviewLink,
} from '../../src/portfolio/case-study.entities';
import { CONTENT_HEALTH_FINDINGS } from '../../src/portfolio/content-health-findings';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { portfolioMediaKeys } from '../../src/portfolio/portfolio-media-keys';
import { imageBytes, pngDeclaring } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { keysUnder } from '../support/keys-under';
import { itemsOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const FIELDS = {
  title: 'Hydration Serum Listing',
  titleFr: 'Fiche de sérum hydratant',
  descriptionFr: 'Image principale, six tuiles de galerie et un module A+.',
  client: 'Lumen & Co',
  description: 'Main image, six gallery tiles and an A+ module.',
  category: 'listing',
  year: '2024',
  featured: 'false',
} as const;

/** Small pictures: one rendition width per format keeps the suite quick. */
const SMALL = { width: 360, height: 240 };

function form(req: Test, fields: Record<string, string>, files: Record<string, Buffer> = {}): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    req.attach(name, bytes, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  }
  return req;
}

const storedKeys = (t: TestApp) => keysUnder(t.storage, 'portfolio/');

/** The storage key an answer's image URL names. */
const keyOf = (image: { imageUrl: string }) => image.imageUrl.replace(/^\/media\//, '');

const fieldsOf = (body: unknown) => ((body as ApiErrorBody).fields ?? []).map((f) => f.field);

describe('case studies API', () => {
  let t: TestApp;
  let editor: Agent;
  let admin: Agent;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
    admin = await t.as('admin');
    jpeg = await imageBytes('jpeg', SMALL);
  });
  afterAll(() => t.close());

  async function create(fields: Record<string, string> = {}): Promise<PortfolioItemAnswer> {
    const res = await form(
      editor.post('/api/portfolio'),
      { ...FIELDS, ...fields },
      { image: jpeg },
    );
    expect(res.status).toBe(201);
    return res.body as PortfolioItemAnswer;
  }

  /** A media library image, as staff upload one. */
  async function libraryImage(fileName: string): Promise<{ id: number }> {
    const res = await editor
      .post('/api/media-library')
      .attach('image', await imageBytes('png', { width: 400, height: 300 }), fileName);
    expect(res.status).toBe(201);
    return res.body as { id: number };
  }

  async function clearAll() {
    for (const item of itemsOf(await editor.get('/api/portfolio'))) {
      expect((await admin.delete(`/api/portfolio/${item.id}`)).status).toBe(200);
    }
  }

  const publicIds = async (query = '') =>
    itemsOf(await t.http().get(`/api/portfolio${query}`)).map((i) => i.id);

  describe('drafts', () => {
    afterAll(clearAll);

    it('are invisible to visitors in every list and page, and visible to staff', async () => {
      const published = await create({ title: 'Published one' });
      // Warm the public read cache first: the draft must not slip in through it either.
      expect(await publicIds()).toEqual([published.id]);
      const draft = await create({
        title: 'Secret draft',
        status: 'draft',
        coverAlt: 'Serum bottle',
      });
      expect(draft).toMatchObject({ status: 'draft', coverAlt: 'Serum bottle' });

      expect(await publicIds()).toEqual([published.id]);
      expect(await publicIds('?category=listing&limit=12')).toEqual([published.id]);
      const page = await t.http().get(`/api/portfolio/${draft.id}`);
      expect(page.status).toBe(404);
      expect((page.body as ApiErrorBody).message).toBe('Portfolio item not found');

      const staffList = itemsOf(await editor.get('/api/portfolio'));
      expect(staffList.map((i) => i.id).sort()).toEqual([published.id, draft.id].sort());
      expect((await editor.get(`/api/portfolio/${draft.id}`)).status).toBe(200);
      // A forged or stale cookie is just a visitor.
      const forged = await t
        .http()
        .get(`/api/portfolio/${draft.id}`)
        .set('Cookie', 'prism_session=not-a-token');
      expect(forged.status).toBe(404);
    });

    it('publish and unpublish through the original PUT; without status it stays', async () => {
      const draft = await create({ title: 'To publish', status: 'draft' });
      const { title, client, description, category, year } = FIELDS;
      const texts = { title, client, description, category, year };
      // The original call, without the new fields: the status and cover alt stay.
      const kept = await form(editor.put(`/api/portfolio/${draft.id}`), texts);
      expect(kept.status).toBe(200);
      expect((kept.body as PortfolioItemAnswer).status).toBe('draft');
      expect(await publicIds()).not.toContain(draft.id);

      const live = await form(editor.put(`/api/portfolio/${draft.id}`), {
        ...texts,
        status: 'published',
      });
      expect((live.body as PortfolioItemAnswer).status).toBe('published');
      expect(await publicIds()).toContain(draft.id);
      expect((await t.http().get(`/api/portfolio/${draft.id}`)).status).toBe(200);

      await form(editor.put(`/api/portfolio/${draft.id}`), { ...texts, status: 'draft' });
      expect(await publicIds()).not.toContain(draft.id);
      expect((await t.http().get(`/api/portfolio/${draft.id}`)).status).toBe(404);
    });

    it('refuses an unknown status, naming the field, and stores nothing', async () => {
      const before = await storedKeys(t);
      const res = await form(
        editor.post('/api/portfolio'),
        { ...FIELDS, title: 'Bad status', status: 'archived' },
        { image: jpeg },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "status: Status must be 'draft' or 'published'" });
      expect(await t.dataSource.getRepository(PortfolioItem).countBy({ title: 'Bad status' })).toBe(
        0,
      );
      expect(await storedKeys(t)).toEqual(before);
    });
  });

  describe('gallery', () => {
    let item: PortfolioItemAnswer;
    beforeAll(async () => {
      item = await create({ title: 'Gallery project' });
    });
    afterAll(clearAll);

    // The item is live in French: a new image comes with its French alt text (ADR 081).
    const add = (fields: Record<string, string>, bytes: Buffer = jpeg) =>
      form(
        editor.post(`/api/portfolio/${item.id}/gallery`),
        { altFr: `FR ${fields.alt ?? ''}`, ...fields },
        { image: bytes },
      );

    it('adds images in order with alt text and caption, and the public page shows them', async () => {
      const first = await add({ alt: 'Serum on white', caption: 'Main image' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        alt: 'Serum on white',
        caption: 'Main image',
        imageUrl: expect.stringMatching(/^\/media\/portfolio\//),
      });
      const second = await add({ alt: 'Ingredient infographic' });
      expect(second.status).toBe(201);
      const page = (await t.http().get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(page.gallery.map((g) => g.alt)).toEqual(['Serum on white', 'Ingredient infographic']);
      expect(page.gallery[1]!.caption).toBe('');
    });

    it('reorders and edits alt texts in one call; the public answer follows at once', async () => {
      const current = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      const reversed = [...current]
        .reverse()
        .map((g) => ({ id: g.id, alt: `${g.alt}!`, caption: 'x' }));
      const res = await editor.put(`/api/portfolio/${item.id}/gallery`).send({ images: reversed });
      expect(res.status).toBe(200);
      const page = (await t.http().get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(page.gallery.map((g) => [g.id, g.alt])).toEqual(reversed.map((g) => [g.id, g.alt]));

      // A stale list (an image missing) changes nothing.
      const stale = await editor
        .put(`/api/portfolio/${item.id}/gallery`)
        .send({ images: reversed.slice(0, 1) });
      expect(stale.status).toBe(409);
      const again = (await t.http().get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(again.gallery.map((g) => g.id)).toEqual(reversed.map((g) => g.id));
    });

    const replace = (imageId: number, files: Record<string, Buffer>, fields = {}) =>
      form(editor.put(`/api/portfolio/${item.id}/gallery/${imageId}/image`), fields, files);
    const contentVersion = async () =>
      ((await t.http().get('/api/content-version')).body as { version: number }).version;

    it("puts a file, then a library image, in an image's place: place and texts stay, the old files go", async () => {
      const before = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      const target = before[0]!;
      const etag = (await editor.get(`/api/portfolio/${item.id}`)).headers.etag as string;
      const version = await contentVersion();

      const png = await imageBytes('png', SMALL);
      const res = await replace(target.id, { image: png });
      expect(res.status).toBe(200);
      const replaced = res.body as GalleryImageAnswer;
      expect(replaced).toMatchObject({ id: target.id, alt: target.alt, caption: target.caption });
      expect(replaced.imageUrl).not.toBe(target.imageUrl);
      // Visitors see it at once, in the same place; the old upload's files are gone.
      const page = (await t.http().get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(page.gallery.map((g) => g.id)).toEqual(before.map((g) => g.id));
      expect(page.gallery[0]!.imageUrl).toBe(replaced.imageUrl);
      expect(await contentVersion()).toBeGreaterThan(version);
      const stored = await storedKeys(t);
      const referenced = await portfolioMediaKeys(t.dataSource);
      expect(stored.every((key) => referenced.has(key))).toBe(true);
      expect(stored).toContain(keyOf(replaced));
      expect(stored).not.toContain(keyOf(target));
      // One revision, and the audit names the image before and after.
      expect(res.headers.etag).toBe(`"r${Number(/^"r(\d+)/.exec(etag)![1]) + 1}"`);
      const owner = await t.as('owner');
      const audit = await owner
        .get('/api/admin/audit')
        .query({ action: 'portfolio.gallery_replace' });
      expect(audit.status).toBe(200);
      // The entry names the upload it took out (its key, the folder of its renditions).
      expect(JSON.stringify(audit.body)).toContain(keyOf(target).replace(/\/[^/]+$/, ''));

      // Then a library image: the upload it held goes too, the library keeps its own.
      const asset = await libraryImage('studio.png');
      const fromLibrary = await replace(target.id, {}, { mediaId: String(asset.id) });
      expect(fromLibrary.status).toBe(200);
      expect(fromLibrary.body).toMatchObject({ id: target.id, mediaId: asset.id, alt: target.alt });
      expect(await storedKeys(t)).not.toContain(keyOf(replaced));
    });

    it('refuses a replace without an image, with an unknown library image or another item’s image, changing nothing', async () => {
      const gallery = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      const other = await create({ title: 'Another project' });
      const keys = await storedKeys(t);
      const none = await editor
        .put(`/api/portfolio/${item.id}/gallery/${gallery[1]!.id}/image`)
        .send({});
      expect(none.status).toBe(400);
      expect(fieldsOf(none.body)).toEqual(['image']);
      const unknown = await replace(gallery[1]!.id, {}, { mediaId: '999999' });
      expect(unknown.status).toBe(400);
      expect(fieldsOf(unknown.body)).toEqual(['mediaId']);
      const elsewhere = await form(
        editor.put(`/api/portfolio/${other.id}/gallery/${gallery[1]!.id}/image`),
        {},
        { image: jpeg },
      );
      expect(elsewhere.status).toBe(404);
      expect(await storedKeys(t)).toEqual(keys);
      const after = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      expect(after).toEqual(gallery);
      expect((await admin.delete(`/api/portfolio/${other.id}`)).status).toBe(200);
    });

    it('keeps the image a colleague put in place first: a stale replace of the same image is a 409 storing nothing', async () => {
      const gallery = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      const target = gallery[1]!;
      const stale = (await editor.get(`/api/portfolio/${item.id}`)).headers.etag as string;
      const first = await form(
        admin.put(`/api/portfolio/${item.id}/gallery/${target.id}/image`),
        {},
        { image: await imageBytes('png', SMALL) },
      );
      expect(first.status).toBe(200);
      const keys = await storedKeys(t);
      const late = await replace(target.id, { image: jpeg }).set('If-Match', stale);
      expect(late.status).toBe(409);
      expect(await storedKeys(t)).toEqual(keys);
      const now = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      expect(now.find((g) => g.id === target.id)!.imageUrl).toBe(
        (first.body as GalleryImageAnswer).imageUrl,
      );
      // A restore of the revision before brings its texts and order back, not a deleted file.
      const revisions = (await editor.get(`/api/portfolio/${item.id}/revisions`)).body as {
        number: number;
      }[];
      const previous = Math.max(...revisions.map((r) => r.number)) - 1;
      const restored = await editor.post(`/api/portfolio/${item.id}/revisions/${previous}/restore`);
      expect(restored.status).toBe(201);
      const back = ((await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer)
        .gallery;
      expect(back.find((g) => g.id === target.id)!.imageUrl).toBe(
        (first.body as GalleryImageAnswer).imageUrl,
      );
    });

    it('requires alt text, naming the field, and stores no file', async () => {
      const before = await storedKeys(t);
      const res = await add({ alt: '   ', caption: 'No alt' });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['alt']);
      expect(await storedKeys(t)).toEqual(before);
    });

    it('refuses an image over 10 MB or 50 megapixels, storing nothing', async () => {
      const before = await storedKeys(t);
      const big = await add({ alt: 'Too big' }, Buffer.alloc(LIMITS.image.maxBytes + 1, 1));
      expect(big.status).toBe(413);
      expect((big.body as ApiErrorBody).message).toBe('Image must be at most 10 MB');
      const huge = await add({ alt: 'Too many pixels' }, pngDeclaring(10_000, 6_000));
      expect(huge.status).toBe(413);
      expect(await storedKeys(t)).toEqual(before);
      expect(await t.dataSource.getRepository(GalleryImage).countBy({ itemId: item.id })).toBe(2);
    });

    it(`holds at most ${CASE_STUDY_LIMITS.galleryImages} images: the next one is refused and nothing stored`, async () => {
      const repo = t.dataSource.getRepository(GalleryImage);
      const { image } = await repo.findOneByOrFail({ itemId: item.id });
      const count = await repo.countBy({ itemId: item.id });
      // Fill up with rows naming an existing image: only the count matters here.
      for (let i = count; i < CASE_STUDY_LIMITS.galleryImages; i += 1) {
        await repo.save(repo.create({ itemId: item.id, position: i, image, alt: `Filler ${i}` }));
      }
      const before = await storedKeys(t);
      const res = await add({ alt: 'One too many' });
      expect(res.status).toBe(409);
      expect((res.body as ApiErrorBody).message).toBe('A gallery holds at most 24 images');
      expect(await storedKeys(t)).toEqual(before);
      expect(await repo.countBy({ itemId: item.id })).toBe(CASE_STUDY_LIMITS.galleryImages);
      await repo.delete({ itemId: item.id, alt: Like('Filler %') });
    });
  });

  describe('before/after, results and SEO', () => {
    afterAll(clearAll);

    it('adds a before/after pair of two images; a missing one is refused with nothing stored', async () => {
      const item = await create();
      const after = await imageBytes('jpeg', { width: 300, height: 300 });
      const ok = await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'Main image', labelFr: 'FR Main image' },
        { before: jpeg, after },
      );
      expect(ok.status).toBe(201);
      const pair = (ok.body as PortfolioItemAnswer).beforeAfter[0]!;
      expect(pair.label).toBe('Main image');
      expect(pair.before.image.width).toBe(SMALL.width);
      expect(pair.after.image.width).toBe(300);

      const before = await storedKeys(t);
      const half = await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'Only before', labelFr: 'FR Only before' },
        { before: jpeg },
      );
      expect(half.status).toBe(400);
      expect(half.body as ApiErrorBody).toMatchObject({
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'after', code: 'file_required' })],
      });
      expect(await storedKeys(t)).toEqual(before);

      const removed = await editor.delete(`/api/portfolio/${item.id}/before-after/${pair.id}`);
      expect(removed.status).toBe(200);
      expect((await storedKeys(t)).length).toBe(before.length - 6);
    });

    it('puts another image on one side of a pair, then library images on both: label and place stay, old files go', async () => {
      const item = await create();
      const added = await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'Main image', labelFr: 'FR Main image' },
        { before: jpeg, after: jpeg },
      );
      const pair = (added.body as PortfolioItemAnswer).beforeAfter[0]!;
      const url = `/api/portfolio/${item.id}/before-after/${pair.id}/images`;
      const filesMatchRows = async () => {
        const referenced = await portfolioMediaKeys(t.dataSource);
        return (await storedKeys(t)).every((key) => referenced.has(key));
      };

      const wider = await imageBytes('png', { width: 400, height: 300 });
      const one = await form(editor.put(url), {}, { after: wider });
      expect(one.status).toBe(200);
      const afterOne = (one.body as PortfolioItemAnswer).beforeAfter[0]!;
      expect(afterOne).toMatchObject({ id: pair.id, label: 'Main image' });
      expect(afterOne.before.imageUrl).toBe(pair.before.imageUrl);
      expect(afterOne.after.image.width).toBe(400);
      expect(await storedKeys(t)).not.toContain(keyOf(pair.after));
      expect(await filesMatchRows()).toBe(true);

      // Refused, naming the fields, with nothing stored or changed.
      const other = await create({ title: 'Another project' });
      const stored = await storedKeys(t);
      const none = await editor.put(url).send({});
      expect(none.status).toBe(400);
      expect(fieldsOf(none.body)).toEqual(['before', 'after']);
      const unknown = await form(editor.put(url), { beforeMediaId: '999999' });
      expect(unknown.status).toBe(400);
      expect(fieldsOf(unknown.body)).toEqual(['beforeMediaId']);
      const elsewhere = await form(
        editor.put(`/api/portfolio/${other.id}/before-after/${pair.id}/images`),
        {},
        { before: jpeg },
      );
      expect(elsewhere.status).toBe(404);
      // A good before and a cut after: the after is named, the before's files go again.
      const cut = await form(editor.put(url), {}, { before: wider, after: jpeg.subarray(0, 200) });
      expect(cut.status).toBe(400);
      expect(cut.body).toMatchObject({ code: 'image_unreadable' });
      expect(fieldsOf(cut.body)).toEqual(['after']);
      expect(await storedKeys(t)).toEqual(stored);

      // Both sides from the library: the pair's uploads go, the library keeps its image.
      const asset = await libraryImage('shelf.png');
      const both = await form(editor.put(url), {
        beforeMediaId: String(asset.id),
        afterMediaId: String(asset.id),
      });
      expect(both.status).toBe(200);
      const library = (both.body as PortfolioItemAnswer).beforeAfter[0]!;
      expect(library.before.imageUrl).toBe(library.after.imageUrl);
      expect(await storedKeys(t)).not.toContain(keyOf(afterOne.before));
      expect(await storedKeys(t)).not.toContain(keyOf(afterOne.after));
      expect(await filesMatchRows()).toBe(true);
    });

    it(`holds at most ${CASE_STUDY_LIMITS.beforeAfterPairs} pairs: the next one is a 409 and nothing stored`, async () => {
      const item = await create();
      const first = await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'Main image', labelFr: 'FR Main image' },
        { before: jpeg, after: jpeg },
      );
      expect(first.status).toBe(201);
      const repo = t.dataSource.getRepository(BeforeAfterPair);
      const { before, after } = await repo.findOneByOrFail({ itemId: item.id });
      // Fill up with rows naming the first pair's images: only the count matters here.
      for (let i = 1; i < CASE_STUDY_LIMITS.beforeAfterPairs; i += 1) {
        await repo.save(
          repo.create({ itemId: item.id, position: i, label: `Filler ${i}`, before, after }),
        );
      }
      const stored = await storedKeys(t);
      const res = await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'One too many', labelFr: 'FR One too many' },
        { before: jpeg, after: jpeg },
      );
      expect(res.status).toBe(409);
      expect((res.body as ApiErrorBody).message).toBe(
        'A project holds at most 6 before/after pairs',
      );
      expect(await storedKeys(t)).toEqual(stored);
      expect(await repo.countBy({ itemId: item.id })).toBe(CASE_STUDY_LIMITS.beforeAfterPairs);
      await repo.delete({ itemId: item.id, label: Like('Filler %') });
    });

    it('saves results, services and texts; bad metrics name the field and change nothing', async () => {
      // English only: a save that adds services to an item live in French must name the
      // French ones too (the languages suite covers that).
      const item = await create({ description: 'A long description. '.repeat(20) });
      const off = await editor
        .put(`/api/portfolio/${item.id}/translations`)
        .send({ fr: { ready: false } });
      expect(off.status).toBe(200);
      expect(item.seo.description.length).toBeLessThanOrEqual(160);
      expect(item.seo.title).toBe(FIELDS.title);
      const body = {
        marketplace: 'Amazon US',
        services: ['Main image', 'A+ content'],
        challenge: 'Low CTR.\nGeneric photos.',
        approach: 'New hero shot.\nInfographics.',
        metaTitle: 'Serum listing case study',
        metaDescription: 'How a new gallery lifted conversion.',
        metrics: [
          { label: 'CVR', labelFr: 'TC', before: 8.2, after: 12.9, unit: '%' },
          { label: 'Sessions', labelFr: 'Sessions', before: 1200, after: 2100 },
        ],
      };
      const ok = await editor.put(`/api/portfolio/${item.id}/case-study`).send(body);
      expect(ok.status).toBe(200);
      const page = (await t.http().get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(page).toMatchObject({
        marketplace: 'Amazon US',
        services: ['Main image', 'A+ content'],
        challenge: 'Low CTR.\nGeneric photos.',
        seo: {
          title: 'Serum listing case study',
          description: 'How a new gallery lifted conversion.',
        },
        metrics: [
          { label: 'CVR', before: 8.2, after: 12.9, unit: '%' },
          { label: 'Sessions', before: 1200, after: 2100, unit: '' },
        ],
      });

      const noLabel = await editor
        .put(`/api/portfolio/${item.id}/case-study`)
        .send({ ...body, metrics: [{ label: '', before: 1, after: 2 }] });
      expect(noLabel.status).toBe(400);
      expect(fieldsOf(noLabel.body)).toEqual(['metrics.0.label']);
      const notNumber = await editor.put(`/api/portfolio/${item.id}/case-study`).send({
        ...body,
        marketplace: 'Etsy',
        metrics: [{ label: 'CTR', before: 'abc', after: 2 }],
      });
      expect(notNumber.status).toBe(400);
      expect(notNumber.body).toMatchObject({
        message: 'metrics.0.before: Before must be a number',
      });
      const unchanged = (await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(unchanged.marketplace).toBe('Amazon US');
      expect(unchanged.metrics).toHaveLength(2);
    });
  });

  describe('manual order', () => {
    afterAll(clearAll);

    it('saves the order in one call; the public list is featured first, then that order', async () => {
      const a = await create({ title: 'A' });
      const b = await create({ title: 'B' });
      const c = await create({ title: 'C', featured: 'true' });
      const d = await create({ title: 'D' });
      const res = await editor.put('/api/portfolio-order').send({ ids: [a.id, c.id, b.id, d.id] });
      expect(res.status).toBe(200);
      expect(await publicIds()).toEqual([c.id, a.id, b.id, d.id]);
      const staff = itemsOf(await editor.get('/api/portfolio'));
      expect(staff.map((i) => i.order)).toEqual([1, 0, 2, 3]);
    });

    it('refuses a list that misses an item (409) or repeats one (400), changing nothing', async () => {
      const before = await publicIds();
      const missing = await editor.put('/api/portfolio-order').send({ ids: before.slice(1) });
      expect(missing.status).toBe(409);
      const repeated = await editor
        .put('/api/portfolio-order')
        .send({ ids: [before[0], ...before] });
      expect(repeated.status).toBe(400);
      expect(fieldsOf(repeated.body)).toEqual(['ids']);
      expect(await publicIds()).toEqual(before);
    });

    it('ends with one whole order when two staff save at the same time, never a mix', async () => {
      const ids = itemsOf(await editor.get('/api/portfolio'));
      const plain = ids.filter((i) => !i.featured).map((i) => i.id);
      const featured = ids.filter((i) => i.featured).map((i) => i.id);
      const one = [...featured, ...plain];
      const two = [...featured, ...[...plain].reverse()];
      for (let round = 0; round < 5; round += 1) {
        const answers = await Promise.all([
          editor.put('/api/portfolio-order').send({ ids: one }),
          admin.put('/api/portfolio-order').send({ ids: two }),
        ]);
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        const now = await publicIds();
        expect([JSON.stringify(one), JSON.stringify(two)]).toContain(JSON.stringify(now));
      }
    });

    it('orders the first items sent (the pages loaded); the others keep their order after them', async () => {
      // A new item takes the first place among those not featured (order 0, newest).
      const fresh = await create({ title: 'E' });
      const [featured, first, second, third, fourth] = await publicIds();
      expect(first).toBe(fresh.id);
      const res = await editor.put('/api/portfolio-order').send({ ids: [featured, second, first] });
      expect(res.status).toBe(200);
      expect(await publicIds()).toEqual([featured, second, first, third, fourth]);
      // Not the first so many items of the list: refused, and nothing moves.
      const refused = await editor.put('/api/portfolio-order').send({ ids: [featured, fourth] });
      expect(refused.status).toBe(409);
      expect(await publicIds()).toEqual([featured, second, first, third, fourth]);
    });
  });

  describe('preview links', () => {
    let draft: PortfolioItemAnswer;
    beforeAll(async () => {
      draft = await create({ title: 'Client preview', status: 'draft' });
    });
    afterAll(clearAll);

    const createLink = async (hours = 48) => {
      const res = await editor
        .post(`/api/portfolio/${draft.id}/preview-links`)
        .send({ expiresInHours: hours });
      expect(res.status).toBe(201);
      return res.body as PreviewLinkAnswer;
    };

    it('shows the draft to anyone holding the token, never cached, never indexed', async () => {
      const link = await createLink();
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const res = await t.http().get(`/api/preview/${link.token ?? ''}`);
      expect(res.status).toBe(200);
      expect((res.body as PortfolioItemAnswer).title).toBe('Client preview');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');

      const check = await editor.get('/api/auth/check');
      const listed = (await editor.get(`/api/portfolio/${draft.id}/preview-links`))
        .body as PreviewLinkAnswer[];
      expect(listed[0]).toEqual({
        id: link.id,
        expiresAt: link.expiresAt,
        revokedAt: null,
        createdAt: expect.any(String),
        createdBy: (check.body as { user: { username: string } }).user.username,
      });
      // Only the hash is kept.
      const row = await t.dataSource.getRepository(PreviewLink).findOneByOrFail({ id: link.id });
      expect(row.tokenHash).not.toContain(link.token);
    });

    it('answers 410 once revoked or expired, 404 for an unknown token', async () => {
      const revoked = await createLink();
      const answer = await editor.delete(`/api/portfolio/${draft.id}/preview-links/${revoked.id}`);
      expect(answer.status).toBe(200);
      expect((answer.body as PreviewLinkAnswer).revokedAt).not.toBeNull();
      const gone = await t.http().get(`/api/preview/${revoked.token ?? ''}`);
      expect(gone.status).toBe(410);
      expect((gone.body as ApiErrorBody).message).toBe('This preview link was revoked');

      const expiring = await createLink(1);
      await t.dataSource
        .getRepository(PreviewLink)
        .update({ id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await t.http().get(`/api/preview/${expiring.token ?? ''}`);
      expect(expired.status).toBe(410);
      expect((expired.body as ApiErrorBody).message).toBe('This preview link has expired');

      const unknown = await t.http().get(`/api/preview/${'a'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect((await t.http().get('/api/preview/short')).status).toBe(404);
    });

    it('refuses an expiry out of range, naming the field', async () => {
      const res = await editor
        .post(`/api/portfolio/${draft.id}/preview-links`)
        .send({ expiresInHours: 0 });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['expiresInHours']);
    });
  });

  describe('files and health', () => {
    afterAll(clearAll);

    it('keeps gallery and pair files from the sweep, and deletes them with the item', async () => {
      const item = await create();
      const added = await form(
        editor.post(`/api/portfolio/${item.id}/gallery`),
        { alt: 'Lifestyle scene', altFr: 'Scène de vie' },
        { image: jpeg },
      );
      const image = added.body as GalleryImageAnswer;
      await form(
        editor.post(`/api/portfolio/${item.id}/before-after`),
        { label: 'Hero', labelFr: 'Héros' },
        { before: jpeg, after: jpeg },
      );
      const referenced = await portfolioMediaKeys(t.dataSource);
      const stored = await storedKeys(t);
      expect(stored.every((key) => referenced.has(key))).toBe(true);
      expect(referenced.has(keyOf(image))).toBe(true);

      expect((await admin.delete(`/api/portfolio/${item.id}`)).status).toBe(200);
      expect(await storedKeys(t)).toEqual([]);
    });

    it('lists what to fix: missing alt text, stale drafts, items without a cover', async () => {
      const noAlt = await create({ title: 'No alt' });
      const stale = await create({ title: 'Old draft', status: 'draft', coverAlt: 'x' });
      await t.dataSource
        .getRepository(PortfolioItem)
        .update({ id: stale.id }, { updatedAt: new Date(Date.now() - 40 * 86_400_000) });
      const covered = await create({ title: 'Coverless', coverAlt: 'y', coverAltFr: 'y' });
      expect((await editor.delete(`/api/portfolio/${covered.id}/image/main`)).status).toBe(200);

      const res = await editor.get('/api/portfolio-health');
      expect(res.status).toBe(200);
      const health = res.body as ContentHealthAnswer;
      expect(health.missingAlt).toEqual([{ id: noAlt.id, title: 'No alt', missing: 1 }]);
      expect(health.staleDrafts.map((d) => d.id)).toEqual([stale.id]);
      expect(health.withoutCover).toEqual([{ id: covered.id, title: 'Coverless' }]);
      expect(health.oversized).toEqual([]);
      expect(health.counts).toMatchObject({
        items: 3,
        missingAlt: 1,
        staleDrafts: 1,
        withoutCover: 1,
        oversized: 0,
      });
    });

    it('counts each finding over the items’ columns from its own partial index (SQLite plan)', async () => {
      if (t.dialect === 'postgres') return;
      for (const [finding, where] of Object.entries(CONTENT_HEALTH_FINDINGS)) {
        const plan: { detail: string }[] = await t.dataSource.query(
          `EXPLAIN QUERY PLAN SELECT COUNT(*) FROM "portfolio_items" "i" WHERE ${where}`,
        );
        // The migration's index says the same words as the panel's query, or SQLite scans.
        expect({ finding, plan: plan.map((row) => row.detail).join(' | ') }).toEqual({
          finding,
          plan: expect.stringMatching(/^SCAN i USING (COVERING )?INDEX IDX_portfolio_items_\w+$/),
        });
      }
    });
  });
});
