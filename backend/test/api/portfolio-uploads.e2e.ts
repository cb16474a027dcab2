/**
 * What the image pipeline accepts and refuses through POST/PUT /api/portfolio: formats by
 * bytes, size, pixel and form limits, broken files, and the consistency of rows and
 * objects when the database or the object store fails.
 */
import type { ApiErrorBody, PortfolioItemAnswer } from '@prism/contracts';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { imageBytes, pngDeclaring, type FixtureFormat } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { keysUnder } from '../support/keys-under';

const FIELDS = {
  title: 'Upload check',
  titleFr: 'Vérification du téléversement',
  descriptionFr: 'Vérifie quels téléversements sont acceptés',
  client: 'Client',
  description: 'Checks what uploads are accepted',
  category: 'storefront',
  year: '2025',
};

const UNSUPPORTED = 'Unsupported image type: upload a JPEG, PNG, WebP, AVIF or GIF image';
const UNREADABLE = 'The image could not be read: the file is truncated or corrupt';
const TOO_MANY_PIXELS = 'Image dimensions are too large: at most 50 megapixels';

const storedKeys = (t: TestApp) => keysUnder(t.storage);

const withImage = (req: Test, bytes: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  req.field(FIELDS).attach('image', bytes, { filename, contentType });

describe('portfolio uploads', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<TestApp['as']>>;
  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
  });
  afterAll(() => t.close());

  /** The request fails with the status and message, and leaves no row and no object. */
  async function expectRefused(
    req: Test,
    status: number,
    message: string | RegExp | Partial<ApiErrorBody>,
  ) {
    const rows = await t.dataSource.getRepository(PortfolioItem).count();
    const objects = await storedKeys(t);
    const res = await req;
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject(
      typeof message === 'object' && !(message instanceof RegExp)
        ? { statusCode: status, ...message }
        : { statusCode: status, message },
    );
    expect(await t.dataSource.getRepository(PortfolioItem).count()).toBe(rows);
    expect(await storedKeys(t)).toEqual(objects);
  }

  describe('accepted formats', () => {
    it.each<[FixtureFormat, boolean]>([
      ['jpeg', false],
      ['png', true],
      ['webp', true],
      ['avif', false],
      ['gif', false],
    ])('takes %s (alpha: %s) and writes AVIF, WebP and JPEG renditions', async (format, alpha) => {
      const bytes = await imageBytes(format, { width: 480, height: 600, alpha });
      // The declared type and name don't matter; the bytes do.
      const res = await withImage(
        editor.post('/api/portfolio'),
        bytes,
        'upload.bin',
        'application/octet-stream',
      );
      expect(res.status).toBe(201);
      const item = res.body as PortfolioItemAnswer;
      expect(item.image).toMatchObject({ width: 480, height: 600 });
      expect(item.image!.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
        'avif@400',
        'avif@480',
        'webp@400',
        'webp@480',
        'jpeg@400',
        'jpeg@480',
      ]);
      const jpeg = await t.http().get(item.imageUrl!).buffer(true);
      expect((await sharp(jpeg.body as Buffer).metadata()).format).toBe('jpeg');
    });

    it('applies the EXIF rotation and strips metadata', async () => {
      // Stored 600×400 (landscape) with "rotate 90° to display": the upright image is portrait.
      const bytes = await sharp(await imageBytes('jpeg', { width: 600, height: 400 }))
        .withExif({ IFD0: { Artist: 'Secret Photographer' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await sharp(bytes).metadata()).orientation).toBe(6);
      const res = await withImage(editor.post('/api/portfolio'), bytes, 'phone.jpg', 'image/jpeg');
      expect(res.status).toBe(201);
      const item = res.body as PortfolioItemAnswer;
      expect(item.image).toMatchObject({ width: 400, height: 600 });
      for (const variant of item.image!.variants) {
        const body = (await t.http().get(variant.url).buffer(true)).body as Buffer;
        const meta = await sharp(body).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(body.includes('Secret Photographer')).toBe(false);
      }
    });

    it('never upscales a small image', async () => {
      const bytes = await imageBytes('png', { width: 240, height: 300 });
      const res = await withImage(editor.post('/api/portfolio'), bytes);
      expect(res.status).toBe(201);
      expect((res.body as PortfolioItemAnswer).image!.variants.map((v) => v.width)).toEqual([
        240, 240, 240,
      ]);
    });

    it('caps a large image at the widest standard width', async () => {
      const bytes = await imageBytes('jpeg', { width: 2400, height: 1200 });
      const res = await withImage(editor.post('/api/portfolio'), bytes, 'wide.jpg', 'image/jpeg');
      expect(res.status).toBe(201);
      const item = res.body as PortfolioItemAnswer;
      expect(item.image).toMatchObject({ width: 1600, height: 800 });
      expect(item.image!.variants.filter((v) => v.format === 'jpeg').map((v) => v.width)).toEqual([
        400, 800, 1200, 1600,
      ]);
    });
  });

  describe('refused files', () => {
    it('refuses text renamed .png with 415', async () => {
      const bytes = Buffer.from('Just some text pretending to be a picture.\n'.repeat(20));
      await expectRefused(withImage(editor.post('/api/portfolio'), bytes), 415, UNSUPPORTED);
    });

    it('refuses SVG, PDF, HTML and TIFF whatever they are called', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF');
      const html = Buffer.from('<!doctype html><img src=x onerror=alert(1)>');
      const tiff = await sharp(await imageBytes('png', { width: 50, height: 50 }))
        .tiff()
        .toBuffer();
      for (const bytes of [svg, pdf, html, tiff]) {
        await expectRefused(
          withImage(editor.post('/api/portfolio'), bytes, 'x.jpg', 'image/jpeg'),
          415,
          UNSUPPORTED,
        );
      }
    });

    it('refuses a file over 10 MB with 413 before any image work', async () => {
      const bytes = Buffer.concat([
        await imageBytes('png', { width: 50, height: 50 }),
        Buffer.alloc(10 * 1024 * 1024),
      ]);
      await expectRefused(
        withImage(editor.post('/api/portfolio'), bytes),
        413,
        'Image must be at most 10 MB',
      );
    });

    it('refuses a tiny PNG that declares 100000 × 100000 pixels (decompression bomb)', async () => {
      const bomb = pngDeclaring(100_000, 100_000);
      expect(bomb.length).toBeLessThan(2000);
      await expectRefused(withImage(editor.post('/api/portfolio'), bomb), 413, TOO_MANY_PIXELS);
      await expectRefused(
        withImage(editor.post('/api/portfolio'), pngDeclaring(8000, 7000)),
        413,
        TOO_MANY_PIXELS,
      );
    });

    it('refuses a real blank image above the pixel limit', async () => {
      const blank = await sharp({
        create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(blank.length).toBeLessThan(10 * 1024 * 1024);
      await expectRefused(withImage(editor.post('/api/portfolio'), blank), 413, TOO_MANY_PIXELS);
    });

    it('refuses a truncated JPEG and a corrupt PNG with 400, and keeps serving', async () => {
      const jpeg = await imageBytes('jpeg', { width: 800, height: 1000 });
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      await expectRefused(
        withImage(editor.post('/api/portfolio'), truncated, 'cut.jpg', 'image/jpeg'),
        400,
        UNREADABLE,
      );
      const png = await imageBytes('png', { width: 300, height: 300 });
      const corrupt = Buffer.concat([png.subarray(0, 60), Buffer.alloc(png.length - 60, 0x5a)]);
      await expectRefused(withImage(editor.post('/api/portfolio'), corrupt), 400, UNREADABLE);
      expect((await t.http().get('/api/health')).status).toBe(200);
    });

    it('refuses an empty file, naming its field', async () => {
      await expectRefused(withImage(editor.post('/api/portfolio'), Buffer.alloc(0)), 400, {
        code: 'image_unreadable',
        fields: [expect.objectContaining({ field: 'image', code: 'invalid' })],
      });
    });

    it('refuses a bad image on update and keeps the old one', async () => {
      const good = await withImage(
        editor.post('/api/portfolio'),
        await imageBytes('png', { width: 300, height: 300 }),
      );
      expect(good.status).toBe(201);
      const item = good.body as PortfolioItemAnswer;
      await expectRefused(
        withImage(
          editor.put(`/api/portfolio/${item.id}`),
          Buffer.from('not an image at all, really'),
        ),
        415,
        UNSUPPORTED,
      );
      expect((await t.http().get(`/api/portfolio/${item.id}`)).body).toEqual({
        ...item,
        translations: undefined,
        schedule: undefined,
      });
    });
  });

  describe('form limits', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await imageBytes('png', { width: 100, height: 100 });
    });

    it('refuses two images', async () => {
      const req = editor
        .post('/api/portfolio')
        .field(FIELDS)
        .attach('image', png, 'a.png')
        .attach('image', png, 'b.png');
      await expectRefused(req, 400, {
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'image', code: 'too_many', params: { max: 1 } })],
      });
    });

    it('refuses a file in another field', async () => {
      const req = editor.post('/api/portfolio').field(FIELDS).attach('photo', png, 'a.png');
      await expectRefused(req, 400, {
        code: 'validation_failed',
        fields: [expect.objectContaining({ field: 'photo', code: 'unknown_field' })],
      });
    });

    it('refuses a field over 32 KB with 413', async () => {
      const req = withImage(editor.post('/api/portfolio').field('notes', 'x'.repeat(40_000)), png);
      await expectRefused(req, 413, {
        code: 'payload_too_large',
        fields: [expect.objectContaining({ field: 'notes', code: 'too_long' })],
      });
    });

    /** The multipart schema the OpenAPI document gives a route's request body. */
    async function documented(path: string, method: 'post' | 'put') {
      const doc = (await t.http().get('/api/docs/json').expect(200)).body as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody: {
                content: Record<
                  string,
                  { schema: { properties: Record<string, { format?: string }> } }
                >;
              };
            }
          >
        >;
      };
      const schema = doc.paths[path]![method]!.requestBody.content['multipart/form-data']!.schema;
      return Object.entries(schema.properties)
        .filter(([, field]) => field.format !== 'binary')
        .map(([name]) => name);
    }

    /** A valid value for each text field a portfolio form may carry. */
    const EVERY_FIELD: Record<string, string> = {
      ...FIELDS,
      featured: 'true',
      status: 'draft',
      coverAlt: 'A box on a table',
      coverAltFr: 'Une boîte sur une table',
      slugEn: 'every-field',
      slugFr: 'tous-les-champs',
      readyEn: 'true',
      readyFr: 'true',
      noImage: 'false',
      // A file sent wins over a library image.
      coverMediaId: '1',
    };

    it('takes a create that sends every field the document lists, and an update likewise', async () => {
      const createFields = await documented('/api/portfolio', 'post');
      expect(createFields.length).toBeGreaterThan(12);
      const create = editor.post('/api/portfolio');
      for (const name of createFields) create.field(name, EVERY_FIELD[name]!);
      const created = await create.attach('image', png, 'a.png');
      expect(created.status).toBe(201);
      const item = created.body as PortfolioItemAnswer;
      expect(item).toMatchObject({ slug: 'every-field', featured: true, status: 'draft' });

      const updateFields = await documented('/api/portfolio/{id}', 'put');
      expect(updateFields).toContain('noImage');
      const update = editor.put(`/api/portfolio/${item.id}`);
      for (const name of updateFields) {
        update.field(name, `${EVERY_FIELD[name]!}${name.startsWith('slug') ? '-2' : ''}`);
      }
      const updated = await update.attach('image', png, 'b.png');
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ slug: 'every-field-2' });
    });

    it('refuses too many fields', async () => {
      const req = editor.post('/api/portfolio');
      for (let i = 0; i < 20; i++) req.field(`f${i}`, 'x');
      await expectRefused(req, 400, { code: 'malformed_form' });
    });

    it('refuses nested field names', async () => {
      const req = withImage(editor.post('/api/portfolio').field('title[x]', 'nested'), png);
      await expectRefused(req, 400, /^Malformed form field/);
    });

    it('refuses a malformed multipart body', async () => {
      const req = editor
        .post('/api/portfolio')
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated');
      await expectRefused(req, 400, 'Malformed multipart form body');
    });

    it('refuses an image sent as text', async () => {
      const req = editor
        .post('/api/portfolio')
        .field({ ...FIELDS, image: 'https://example.com/a.jpg' });
      await expectRefused(req, 400, /image: is not an accepted field/);
    });
  });

  describe('when the database write fails', () => {
    // A constraint the real schema lacks: any insert or update to one of these titles fails.
    beforeAll(() =>
      t.dataSource.query(
        `CREATE UNIQUE INDEX "IDX_test_taken_title" ON "portfolio_items" ("title") WHERE "title" LIKE 'Taken%'`,
      ),
    );
    afterAll(() => t.dataSource.query('DROP INDEX "IDX_test_taken_title"'));

    const create = (title: string, bytes: Buffer) =>
      editor
        .post('/api/portfolio')
        .field({ ...FIELDS, title })
        .attach('image', bytes, 'a.png');

    it('removes the objects a failed create had stored', async () => {
      const png = await imageBytes('png', { width: 300, height: 300 });
      expect((await create('Taken title', png)).status).toBe(201);
      await expectRefused(
        create('Taken title', png),
        409,
        'A record with the same unique value already exists',
      );
    });

    it('removes the new objects of a failed update and keeps the old image', async () => {
      const other = await create(
        'Other title',
        await imageBytes('png', { width: 300, height: 300 }),
      );
      expect(other.status).toBe(201);
      const item = other.body as PortfolioItemAnswer;
      await expectRefused(
        editor
          .put(`/api/portfolio/${item.id}`)
          .field({ ...FIELDS, title: 'Taken title' })
          .attach('image', await imageBytes('jpeg', { width: 320, height: 400 }), 'd.jpg'),
        409,
        'A record with the same unique value already exists',
      );
      expect((await t.http().get(`/api/portfolio/${item.id}`)).body).toEqual({
        ...item,
        translations: undefined,
        schedule: undefined,
      });
      expect((await t.http().get(item.imageUrl!)).status).toBe(200);
    });
  });
});

describe('portfolio uploads with the object store down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: every S3 call is refused.
    t = await startTestApp({
      S3_BUCKET: 'prism-unreachable',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(() => t.close());

  it('answers 503 quickly and stores no row', async () => {
    const editor = await t.as('editor');
    const started = Date.now();
    const res = await editor
      .post('/api/portfolio')
      .field(FIELDS)
      .attach('image', await imageBytes('png', { width: 200, height: 200 }), 'a.png');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      code: 'media_store_unavailable',
      message: 'The media store is unavailable. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await t.dataSource.getRepository(PortfolioItem).count()).toBe(0);
  });
});
