// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { IMAGE_VARIANT_WIDTHS, type PortfolioItemAnswer } from '@prism/contracts';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { imageBytes } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { errorOf, itemOf, itemsOf } from '../support/answers';
import { keysUnder } from '../support/keys-under';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const FIELDS = {
  title: 'Serum Listing Refresh',
  titleFr: 'Refonte de la fiche du sérum',
  descriptionFr: 'Sept images de galerie.\nContenu A+ avec un tableau comparatif.',
  client: 'Lumen & Co',
  description: 'Seven gallery images.\nA+ content with a comparison chart.',
  category: 'listing',
  year: '2024',
  featured: 'false',
} as const;

/** FIELDS as the item answers them at its top level: its English texts. */
const ENGLISH = {
  title: FIELDS.title,
  client: FIELDS.client,
  description: FIELDS.description,
  category: FIELDS.category,
  year: FIELDS.year,
};

interface Upload {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** Fills a multipart request with text fields and, optionally, the image file. */
function form(req: Test, fields: Record<string, string>, image?: Upload): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (image) {
    req.attach('image', image.bytes, {
      filename: image.filename ?? 'photo.jpg',
      contentType: image.contentType ?? 'image/jpeg',
    });
  }
  return req;
}

const storedKeys = (t: TestApp) => keysUnder(t.storage, 'portfolio/');

const keysOfDto = (item: PortfolioItemAnswer) =>
  (item.image?.variants ?? []).map((v) => v.url.replace(/^\/media\//, '')).sort();

describe('portfolio API', () => {
  let t: TestApp;
  let editor: Agent;
  let admin: Agent;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
    admin = await t.as('admin');
    jpeg = await imageBytes('jpeg', { width: 1000, height: 1250 });
  });
  afterAll(() => t.close());

  async function create(fields: Record<string, string> = FIELDS, image: Upload = { bytes: jpeg }) {
    const res = await form(editor.post('/api/portfolio'), fields, image);
    expect(res.status).toBe(201);
    return res.body as PortfolioItemAnswer;
  }

  async function clearAll() {
    for (const item of itemsOf(await t.http().get('/api/portfolio'))) {
      expect((await admin.delete(`/api/portfolio/${item.id}`)).status).toBe(200);
    }
  }

  describe('create', () => {
    afterAll(clearAll);

    it('stores the item and its responsive renditions, and answers the item', async () => {
      const item = await create();
      expect(item).toEqual({
        id: expect.any(Number),
        ...ENGLISH,
        featured: false,
        imageUrl: expect.stringMatching(
          /^\/media\/portfolio\/[0-9a-f]{16}-[0-9a-f]{8}\/1000\.jpg$/,
        ),
        image: {
          width: 1000,
          height: 1250,
          variants: expect.any(Array),
          focal: { x: 0.5, y: 0.5 },
        },
        coverMediaId: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // The case-study fields, at their defaults: a create without them is published.
        status: 'published',
        order: 0,
        coverAlt: '',
        marketplace: '',
        services: [],
        challenge: '',
        approach: '',
        metaTitle: '',
        metaDescription: '',
        seo: {
          title: FIELDS.title,
          description: 'Seven gallery images. A+ content with a comparison chart.',
        },
        gallery: [],
        beforeAfter: [],
        metrics: [],
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // Both languages given and complete: ready in each, with a slug from each title.
        locale: 'en',
        slug: 'serum-listing-refresh',
        alternates: { en: 'serum-listing-refresh', fr: 'refonte-de-la-fiche-du-serum' },
        translations: {
          en: expect.objectContaining({ title: FIELDS.title, ready: true, missing: [] }),
          fr: expect.objectContaining({ title: FIELDS.titleFr, ready: true, missing: [] }),
        },
        // Staff answers only: nothing scheduled.
        schedule: { publishAt: null, unpublishAt: null, scheduledBy: null },
      });
      // Each standard width below the original, plus the original; never upscaled.
      const widths = [...IMAGE_VARIANT_WIDTHS.filter((w) => w < 1000), 1000];
      expect(item.image!.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual(
        ['avif', 'webp', 'jpeg'].flatMap((f) => widths.map((w) => `${f}@${w}x${w * 1.25}`)),
      );
      expect(await storedKeys(t)).toEqual(keysOfDto(item));
    });

    it('serves every rendition with its format and intrinsic size', async () => {
      const [item] = itemsOf(await t.http().get('/api/portfolio'));
      for (const variant of item!.image!.variants) {
        const res = await t.http().get(variant.url).buffer(true);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${variant.format}`);
        const meta = await sharp(res.body as Buffer).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      }
    });

    it('reads featured as text and keeps line breaks', async () => {
      const item = await create({ ...FIELDS, title: 'Featured one', featured: 'true' });
      expect(item.featured).toBe(true);
      const stored = await t.dataSource
        .getRepository(PortfolioItem)
        .findOneByOrFail({ id: item.id });
      expect(stored.description).toBe(FIELDS.description);
      expect(stored.featured).toBe(true);
    });

    it('requires an image, with the form message, and stores nothing', async () => {
      const before = await storedKeys(t);
      const res = await form(editor.post('/api/portfolio'), { ...FIELDS, title: 'No image' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'image', code: 'file_required' })],
      });
      expect(await t.dataSource.getRepository(PortfolioItem).countBy({ title: 'No image' })).toBe(
        0,
      );
      expect(await storedKeys(t)).toEqual(before);
    });

    it.each([
      ['title', 'Title is required', { title: '' }],
      ['title', 'Title is required', { title: '   ' }],
      ['title', 'Title must be at most 120 characters', { title: 'x'.repeat(121) }],
      ['client', 'Client is required', { client: '' }],
      [
        'description',
        'Description must be at most 5000 characters',
        { description: 'x'.repeat(5001) },
      ],
      ['category', 'Please select a category', { category: 'video' }],
      ['year', 'Year must be a 4-digit year', { year: '24' }],
      ['year', 'Year must be between 1900 and five years from now', { year: '1850' }],
      ['featured', "Featured must be 'true' or 'false'", { featured: 'yes' }],
      ['owner', 'is not an accepted field', { owner: 'me' }],
    ])('refuses a bad %s (%s), with no row and no object', async (field, message, change) => {
      const before = await storedKeys(t);
      const count = await t.dataSource.getRepository(PortfolioItem).count();
      const res = await form(
        editor.post('/api/portfolio'),
        { ...FIELDS, ...change },
        { bytes: jpeg },
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ field, message }));
      expect(await t.dataSource.getRepository(PortfolioItem).count()).toBe(count);
      expect(await storedKeys(t)).toEqual(before);
    });

    it('refuses a missing field by name', async () => {
      const { title: _title, ...rest } = FIELDS;
      const res = await form(editor.post('/api/portfolio'), rest, { bytes: jpeg });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toContainEqual(
        expect.objectContaining({ field: 'title', message: 'Title is required' }),
      );
    });
  });

  describe('read', () => {
    let items: PortfolioItemAnswer[];
    beforeAll(async () => {
      items = [];
      for (const [title, featured] of [
        ['Oldest plain', 'false'],
        ['Older featured', 'true'],
        ['Newer plain', 'false'],
        ['Newest featured', 'true'],
      ] as const) {
        items.push(await create({ ...FIELDS, title, featured }));
      }
    });
    afterAll(clearAll);

    it('lists featured first, then newest, to anyone', async () => {
      const res = await t.http().get('/api/portfolio');
      expect(res.status).toBe(200);
      expect(itemsOf(res).map((i) => i.title)).toEqual([
        'Newest featured',
        'Older featured',
        'Newer plain',
        'Oldest plain',
      ]);
    });

    it('answers one item by id', async () => {
      const res = await t.http().get(`/api/portfolio/${items[0]!.id}`);
      expect(res.status).toBe(200);
      // A visitor's answer: the same item without the staff's view of both languages.
      expect(res.body).toEqual({ ...items[0], translations: undefined, schedule: undefined });
    });

    it('answers 404 JSON for an absent item and 400 for a malformed id', async () => {
      const missing = await t.http().get('/api/portfolio/999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'not_found',
        params: { resource: 'portfolio_item' },
        message: 'Portfolio item not found',
      });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await t.http().get(`/api/portfolio/${id}`)).status).toBe(400);
      }
    });

    it('lets visitors cache public answers briefly, but makes staff revalidate', async () => {
      for (const path of ['/api/portfolio', `/api/portfolio/${items[0]!.id}`]) {
        const anonymous = await t.http().get(path);
        expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
        expect(anonymous.headers.vary).toMatch(/Cookie/);
        const staff = await editor.get(path);
        expect(staff.headers['cache-control']).toBe('private, no-cache');
        expect(staff.headers.etag).toBeDefined();
        const again = await editor.get(path).set('If-None-Match', staff.headers.etag!);
        expect(again.status).toBe(304);
      }
    });
  });

  describe('update', () => {
    let item: PortfolioItemAnswer;
    beforeEach(async () => {
      item = await create();
    });
    afterEach(clearAll);

    it('replaces the texts and keeps the image when none is sent', async () => {
      const before = await storedKeys(t);
      const changed = { ...FIELDS, title: 'Renamed', category: 'brand', featured: 'true' };
      const res = await form(editor.put(`/api/portfolio/${item.id}`), changed);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...item,
        title: 'Renamed',
        category: 'brand',
        featured: true,
        // Derived from the title, and the time of the change.
        seo: { ...item.seo, title: 'Renamed' },
        updatedAt: expect.any(String),
        translations: expect.objectContaining({
          en: expect.objectContaining({ title: 'Renamed' }),
        }),
      });
      expect(await storedKeys(t)).toEqual(before);
    });

    it('keeps the image when noImage is false', async () => {
      const res = await form(editor.put(`/api/portfolio/${item.id}`), {
        ...FIELDS,
        noImage: 'false',
      });
      expect(res.status).toBe(200);
      expect(itemOf(res).imageUrl).toBe(item.imageUrl);
    });

    it('replaces the image with a new one and removes the old objects', async () => {
      const png = await imageBytes('png', { width: 640, height: 800 });
      const res = await form(editor.put(`/api/portfolio/${item.id}`), FIELDS, {
        bytes: png,
        filename: 'new.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(200);
      const updated = res.body as PortfolioItemAnswer;
      expect(updated.imageUrl).not.toBe(item.imageUrl);
      expect(updated.image).toMatchObject({ width: 640, height: 800 });
      expect(await storedKeys(t)).toEqual(keysOfDto(updated));
      expect((await t.http().get(item.imageUrl!)).status).toBe(404);
    });

    it("clears the image with noImage 'true' and removes its objects", async () => {
      const res = await form(editor.put(`/api/portfolio/${item.id}`), {
        ...FIELDS,
        noImage: 'true',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ imageUrl: null, image: null });
      expect(await storedKeys(t)).toEqual([]);
    });

    it('takes a new image over noImage when both are sent', async () => {
      const res = await form(
        editor.put(`/api/portfolio/${item.id}`),
        { ...FIELDS, noImage: 'true' },
        { bytes: jpeg },
      );
      expect(res.status).toBe(200);
      expect(itemOf(res).imageUrl).toMatch(/\.jpg$/);
      expect(itemOf(res).imageUrl).not.toBe(item.imageUrl);
      expect(await storedKeys(t)).toEqual(keysOfDto(res.body as PortfolioItemAnswer));
    });

    it('answers 404 for an absent item and stores nothing', async () => {
      const before = await storedKeys(t);
      const res = await form(editor.put('/api/portfolio/999999'), FIELDS, { bytes: jpeg });
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe('Portfolio item not found');
      expect(await storedKeys(t)).toEqual(before);
    });

    it('previews unsaved changes as the public page shows them, stores nothing, and names a bad field', async () => {
      const res = await editor.post(`/api/portfolio/${item.id}/preview`).send({
        locale: 'fr',
        fields: { titleFr: 'Fiche repensée', client: 'Maison Cèdre' },
        caseStudy: {
          challenge: 'A slow listing.',
          metrics: [{ label: 'Sales', labelFr: 'Ventes', before: 10, after: 14, unit: '%' }],
        },
        translations: { fr: { challenge: 'Une fiche lente.' } },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: item.id,
        locale: 'fr',
        title: 'Fiche repensée',
        client: 'Maison Cèdre',
        challenge: 'Une fiche lente.',
        metrics: [expect.objectContaining({ label: 'Ventes', before: 10, after: 14 })],
        imageUrl: item.imageUrl,
      });
      // A visitor's answer: no staff-only parts.
      expect(itemOf(res).translations).toBeUndefined();
      expect((await editor.get(`/api/portfolio/${item.id}`)).body).toEqual(item);

      const bad = await editor.post(`/api/portfolio/${item.id}/preview`).send({
        locale: 'fr',
        caseStudy: { metrics: [{ label: '', before: 1, after: 2 }] },
      });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toContainEqual(
        expect.objectContaining({ field: 'caseStudy.metrics.0.label' }),
      );
      expect(
        (await t.http().post(`/api/portfolio/${item.id}/preview`).send({ locale: 'fr' })).status,
      ).toBe(401);

      // The new-project screen's draft, with no item yet: laid over an empty one, none stored.
      const count = await t.dataSource.getRepository(PortfolioItem).count();
      const fresh = await editor.post('/api/portfolio/preview').send({
        locale: 'en',
        fields: { title: 'Cedar relaunch', client: 'Maison Cèdre', category: 'brand' },
      });
      expect(fresh.status).toBe(201);
      expect(fresh.body).toMatchObject({
        id: 0,
        locale: 'en',
        title: 'Cedar relaunch',
        client: 'Maison Cèdre',
        category: 'brand',
        imageUrl: null,
        gallery: [],
      });
      expect(await t.dataSource.getRepository(PortfolioItem).count()).toBe(count);
      const badNew = await editor
        .post('/api/portfolio/preview')
        .send({ locale: 'en', fields: { year: 'soon' } });
      expect(errorOf(badNew).fields).toContainEqual(
        expect.objectContaining({ field: 'fields.year' }),
      );
    });

    it('validates like create and changes nothing', async () => {
      const res = await form(editor.put(`/api/portfolio/${item.id}`), { ...FIELDS, year: 'soon' });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toContainEqual(
        expect.objectContaining({
          field: 'year',
          message: 'Year must be a 4-digit year',
        }),
      );
      expect((await t.http().get(`/api/portfolio/${item.id}`)).body).toEqual({
        ...item,
        translations: undefined,
        schedule: undefined,
      });
    });
  });

  describe('delete', () => {
    let item: PortfolioItemAnswer;
    beforeEach(async () => {
      item = await create();
    });
    afterEach(clearAll);

    it('deletes the main image alone, with its objects; the item stays', async () => {
      const res = await editor.delete(`/api/portfolio/${item.id}/image/main`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Image deleted successfully' });
      expect((await t.http().get(`/api/portfolio/${item.id}`)).body).toMatchObject({
        title: FIELDS.title,
        imageUrl: null,
        image: null,
      });
      expect(await storedKeys(t)).toEqual([]);
      const again = await editor.delete(`/api/portfolio/${item.id}/image/main`);
      expect(again.status).toBe(404);
      expect(errorOf(again).message).toBe('Image not found');
    });

    it('deletes the item and then its objects', async () => {
      const res = await admin.delete(`/api/portfolio/${item.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Portfolio item deleted successfully' });
      expect((await t.http().get(`/api/portfolio/${item.id}`)).status).toBe(404);
      expect(await storedKeys(t)).toEqual([]);
      expect((await admin.delete(`/api/portfolio/${item.id}`)).status).toBe(404);
      expect((await editor.delete('/api/portfolio/999999/image/main')).status).toBe(404);
    });
  });

  describe('permissions', () => {
    let item: PortfolioItemAnswer;
    beforeAll(async () => {
      item = await create();
    });
    afterAll(clearAll);

    it('refuses anonymous changes with 401 before reading the upload', async () => {
      const before = await storedKeys(t);
      const calls = [
        form(t.http().post('/api/portfolio'), FIELDS, { bytes: jpeg }),
        form(t.http().put(`/api/portfolio/${item.id}`), FIELDS, { bytes: jpeg }),
        t.http().delete(`/api/portfolio/${item.id}`),
        t.http().delete(`/api/portfolio/${item.id}/image/main`),
      ];
      for (const call of calls) expect((await call).status).toBe(401);
      expect(await storedKeys(t)).toEqual(before);
    });

    it('lets an editor add and edit but not delete an item (docs/product.md#roles)', async () => {
      const res = await editor.delete(`/api/portfolio/${item.id}`);
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(
        "You don't have permission to do this (requires delete_portfolio)",
      );
      expect((await t.http().get(`/api/portfolio/${item.id}`)).status).toBe(200);
    });
  });
});
