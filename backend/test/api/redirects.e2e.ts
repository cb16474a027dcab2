import { expect } from '@jest/globals';
import {
  AUDIENCE_SECRET_HEADER,
  REDIRECT_LIMITS,
  type ApiErrorBody,
  type NotFoundEntry,
  type PortfolioItemAnswer,
  type RedirectAnswer,
  type RedirectTable,
} from '@prism/contracts';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { NotFoundPath } from '../../src/redirects/redirect.entities';
import { startTestApp, type TestApp } from '../support/test-app';
import { pageOf } from '../support/answers';

const redirectsOf = (res: { body: unknown }) => pageOf<RedirectAnswer>(res).items;

type Agent = Awaited<ReturnType<TestApp['as']>>;

const FIELDS = {
  title: 'Hydration Serum Listing',
  titleFr: 'Fiche de sérum hydratant',
  description: 'Main image, six gallery tiles and an A+ module.',
  descriptionFr: 'Image principale, six tuiles de galerie et un module A+.',
  client: 'Lumen & Co',
  category: 'listing',
  year: '2024',
  featured: 'false',
  status: 'published',
} as const;

/**
 * A wide grey picture with a red square near its right edge, at (0.95, 0.5): a crop at the
 * centre cuts it off, a crop around that focal point keeps it.
 */
async function markedImage(): Promise<Buffer> {
  const width = 1600;
  const height = 600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#808080"/>
    <rect x="${0.95 * width - 40}" y="${0.5 * height - 40}" width="80" height="80" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

/** Whether any pixel of the image is close to the marker's pure red (far from the grey). */
async function hasMarker(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 200 && g < 60 && b < 60) return true;
  }
  return false;
}

function form(req: Test, fields: Record<string, string>, image?: Buffer): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (image) req.attach('image', image, { filename: 'cover.jpg', contentType: 'image/jpeg' });
  return req;
}

const fieldsOf = (body: unknown) => ((body as ApiErrorBody).fields ?? []).map((f) => f.field);

describe('redirects, the 404 log and focal points', () => {
  let t: TestApp;
  let admin: Agent;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.as('admin');
    editor = await t.as('editor');
  });
  afterAll(() => t.close());

  const table = async () => (await t.http().get('/api/redirects/table')).body as RedirectTable;
  const version = async () =>
    ((await t.http().get('/api/content-version')).body as { version: number }).version;

  it('answers 301 from the old address of a published item after a slug change, per language, collapsing chains', async () => {
    const created = await form(
      editor.post('/api/portfolio'),
      {
        ...FIELDS,
        slugEn: 'serum-one',
        slugFr: 'serum-un',
      },
      await markedImage(),
    );
    expect(created.status).toBe(201);
    const item = created.body as PortfolioItemAnswer;

    const rename = (slugs: Record<string, string>) =>
      form(editor.put(`/api/portfolio/${item.id}`), { ...FIELDS, ...slugs });
    expect((await rename({ slugEn: 'serum-two', slugFr: 'serum-deux' })).status).toBe(200);
    expect((await table()).redirects).toEqual(
      expect.arrayContaining([
        ['/en/work/serum-one', '/en/work/serum-two', 301, expect.any(Number)],
        ['/fr/realisations/serum-un', '/fr/realisations/serum-deux', 301, expect.any(Number)],
      ]),
    );

    // A → B then B → C: A goes straight to C, and B → C is the only other one.
    expect((await rename({ slugEn: 'serum-three', slugFr: 'serum-deux' })).status).toBe(200);
    const en = (await table()).redirects.filter(([from]) => from.startsWith('/en/'));
    expect(en.map(([from, to]) => [from, to]).sort()).toEqual([
      ['/en/work/serum-one', '/en/work/serum-three'],
      ['/en/work/serum-two', '/en/work/serum-three'],
    ]);

    // Back to a former address: it is live again, so it no longer redirects.
    expect((await rename({ slugEn: 'serum-one', slugFr: 'serum-deux' })).status).toBe(200);
    const back = (await table()).redirects.filter(([from]) => from.startsWith('/en/'));
    expect(back.map(([from, to]) => [from, to]).sort()).toEqual([
      ['/en/work/serum-three', '/en/work/serum-one'],
      ['/en/work/serum-two', '/en/work/serum-one'],
    ]);
    const listed = redirectsOf(await admin.get('/api/redirects'));
    expect(listed.every((r) => r.automatic)).toBe(true);
    expect((await admin.delete(`/api/portfolio/${item.id}`)).status).toBe(200);
  });

  it('lets staff add, change and delete redirects, refusing loops and chains with 422 naming the field', async () => {
    const before = await version();
    const added = await admin.post('/api/redirects').send({ fromPath: '/old-a', toPath: '/en/' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ fromPath: '/old-a', toPath: '/en/', status: 301, hits: 0 });
    // The site reloads its table: a redirect change raises the content version.
    expect(await version()).toBeGreaterThan(before);

    const loop = await admin.post('/api/redirects').send({ fromPath: '/en/', toPath: '/old-a' });
    expect(loop.status).toBe(422);
    expect(fieldsOf(loop.body)).toEqual(['toPath']);
    const self = await admin.post('/api/redirects').send({ fromPath: '/x', toPath: '/x?y=1' });
    expect(self.status).toBe(422);
    const chain = await admin.post('/api/redirects').send({ fromPath: '/older', toPath: '/old-a' });
    expect(chain.status).toBe(422);
    expect(fieldsOf(chain.body)).toEqual(['toPath']);
    const intoSource = await admin
      .post('/api/redirects')
      .send({ fromPath: '/en/', toPath: '/fr/' });
    expect(intoSource.status).toBe(422);
    expect(fieldsOf(intoSource.body)).toEqual(['fromPath']);

    const bad = await admin
      .post('/api/redirects')
      .send({ fromPath: 'no-slash', toPath: 'javascript:alert(1)', status: 307 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['fromPath', 'status', 'toPath']);
    // From-paths the site never redirects from: those it answers before its redirects or
    // never as pages, in any case, and forms it first answers 301 to their one form.
    const unused = [
      ['/API/x', '/api/x', '/Admin', '/admin/x', '/Media/a.jpg', '/ASSETS/app.js'],
      ['/__manifest', '/Health/ready', '/language/en', '/', '/FR', '/en', '/old.html'],
      ['/En/', '/en//old', '/%65n/old', '/FR/realisations/x', '/en/PREVIEW/x'],
    ].flat();
    for (const fromPath of unused) {
      const res = await admin.post('/api/redirects').send({ fromPath, toPath: '/fr/' });
      expect([fromPath, res.status, fieldsOf(res.body)]).toEqual([fromPath, 422, ['fromPath']]);
    }
    const moved = await admin
      .put(`/api/redirects/${(added.body as RedirectAnswer).id}`)
      .send({ fromPath: '/Old-A//', toPath: '/en/' });
    expect([moved.status, fieldsOf(moved.body)]).toEqual([422, ['fromPath']]);
    const dup = await admin.post('/api/redirects').send({ fromPath: '/old-a', toPath: '/fr/' });
    expect(dup.status).toBe(409);

    const id = (added.body as RedirectAnswer).id;
    const changed = await admin
      .put(`/api/redirects/${id}`)
      .send({ fromPath: '/old-a', toPath: 'https://example.com/elsewhere', status: 302 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 302, toPath: 'https://example.com/elsewhere' });
    expect((await editor.get('/api/redirects')).status).toBe(403);
    expect((await admin.delete(`/api/redirects/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/redirects/${id}`)).status).toBe(404);
  });

  it('round-trips redirects through CSV, and refuses a bad file whole with row-numbered errors', async () => {
    await admin.post('/api/redirects').send({ fromPath: '/csv-1', toPath: '/en/' });
    await admin.post('/api/redirects').send({ fromPath: '/csv-2', toPath: '=HYPERLINK("x")' });
    await admin
      .post('/api/redirects')
      .send({ fromPath: '/csv-3', toPath: 'https://example.com/a,"b"', status: 302 });
    const exported = await admin.get('/api/redirects/export.csv').buffer(true);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const csv = exported.text;
    expect(csv).toContain('"from_path","to_path","status"');

    const before = redirectsOf(await admin.get('/api/redirects'));
    for (const r of before) await admin.delete(`/api/redirects/${r.id}`);
    const imported = await admin
      .post('/api/redirects/import')
      .attach('file', Buffer.from(csv), { filename: 'redirects.csv', contentType: 'text/csv' });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ created: before.length, updated: 0 });
    const after = redirectsOf(await admin.get('/api/redirects'));
    const shape = (rows: RedirectAnswer[]) => rows.map((r) => [r.fromPath, r.toPath, r.status]);
    expect(shape(after)).toEqual(shape(before));

    const count = after.length;
    const bad = [
      'from_path,to_path,status',
      '/fine,/en/,301',
      'nope,/en/,301',
      '/also-fine,/en/,999',
    ].join('\n');
    const refused = await admin
      .post('/api/redirects/import')
      .attach('file', Buffer.from(bad), { filename: 'bad.csv', contentType: 'text/csv' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['lines.3.fromPath', 'lines.4.status']);
    const unused = ['from_path,to_path', '/fine,/en/', '/API/x,/en/', '/En/old,/en/'].join('\n');
    const refusedUnused = await admin
      .post('/api/redirects/import')
      .attach('file', Buffer.from(unused), { filename: 'unused.csv', contentType: 'text/csv' });
    expect(refusedUnused.status).toBe(422);
    expect(fieldsOf(refusedUnused.body)).toEqual(['lines.3.fromPath', 'lines.4.fromPath']);
    const chained = ['from_path,to_path', '/p,/q', '/q,/r'].join('\r\n');
    const refusedChain = await admin
      .post('/api/redirects/import')
      .attach('file', Buffer.from(chained), { filename: 'chain.csv', contentType: 'text/csv' });
    expect(refusedChain.status).toBe(422);
    expect(fieldsOf(refusedChain.body)).toEqual(['lines.2.toPath', 'lines.3.fromPath']);
    // All or nothing: the good rows of a refused file were not added.
    expect(redirectsOf(await admin.get('/api/redirects')).length).toBe(count);
  });

  it('counts redirect hits and 404s from the site server, keeping the log bounded', async () => {
    const send = (body: object, secret = t.config.audienceSecret) =>
      t.http().post('/api/internal/site-hits').set(AUDIENCE_SECRET_HEADER, secret).send(body);
    const redirect = (
      await admin.post('/api/redirects').send({ fromPath: '/hit-me', toPath: '/en/' })
    ).body as RedirectAnswer;
    const versionBefore = await version();
    const at = '2026-11-25T12:00:00.000Z';
    const seen = (path: string, count: number) => ({
      path,
      count,
      firstAt: at,
      lastAt: at,
      referrerHost: 'news.example',
    });
    expect((await send({ hits: [], notFound: [] }, 'wrong')).status).toBe(403);
    const ok = await send({
      hits: [{ id: redirect.id, count: 2, at }],
      notFound: [seen('/gone', 1)],
    });
    expect(ok.status).toBe(200);
    await send({ hits: [{ id: redirect.id, count: 1, at }], notFound: [seen('/gone', 2)] });
    // Hits are not a content change: the page cache stays.
    expect(await version()).toBe(versionBefore);
    const listed = redirectsOf(await admin.get('/api/redirects')).find((r) => r.id === redirect.id);
    expect(listed).toMatchObject({ hits: 3, lastHitAt: at });
    const log = pageOf<NotFoundEntry>(await admin.get('/api/not-found')).items;
    expect(log.find((e) => e.path === '/gone')).toMatchObject({
      count: 3,
      firstSeen: at,
      lastSeen: at,
      referrerHost: 'news.example',
    });
    expect((await editor.get('/api/not-found')).status).toBe(403);

    // Creating a redirect from a logged path answers it: the entry leaves the log.
    await admin.post('/api/redirects').send({ fromPath: '/gone', toPath: '/en/' });
    const after = pageOf<NotFoundEntry>(await admin.get('/api/not-found')).items;
    expect(after.some((e) => e.path === '/gone')).toBe(false);

    // Past the cap, the least visited paths go.
    const repo = t.dataSource.getRepository(NotFoundPath);
    const now = new Date(at);
    const rows = Array.from({ length: REDIRECT_LIMITS.notFoundCap }, (_, i) => ({
      path: `/filler-${i}`,
      count: 5,
      firstSeen: now,
      lastSeen: now,
      referrerHost: null,
    }));
    for (let i = 0; i < rows.length; i += 200) await repo.insert(rows.slice(i, i + 200));
    await send({ hits: [], notFound: [seen('/rare', 1), seen('/popular', 9)] });
    expect(await repo.count()).toBe(REDIRECT_LIMITS.notFoundCap);
    expect(await repo.existsBy({ path: '/popular' })).toBe(true);
    expect(await repo.existsBy({ path: '/rare' })).toBe(false);
    await repo.clear();
  });

  it('keeps a focal point near an edge inside the og:image crop (checked on its pixels)', async () => {
    const created = await form(editor.post('/api/portfolio'), FIELDS, await markedImage());
    expect(created.status).toBe(201);
    const item = created.body as PortfolioItemAnswer;
    expect(item.image?.focal).toEqual({ x: 0.5, y: 0.5 });

    const centred = await t.http().get(`/api/og-image/${item.id}`).buffer(true);
    expect(centred.status).toBe(200);
    expect(centred.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(centred.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // At the centre, the marker near the right edge is cut off: the check can fail.
    expect(await hasMarker(centred.body as Buffer)).toBe(false);

    const invalid = await editor
      .put(`/api/portfolio/${item.id}/focal-point`)
      .send({ image: 'cover', x: 1.5, y: -1 });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.body).sort()).toEqual(['x', 'y']);
    const noSuch = await editor
      .put(`/api/portfolio/${item.id}/focal-point`)
      .send({ image: 'gallery:999999', x: 0.5, y: 0.5 });
    expect(noSuch.status).toBe(404);

    const set = await editor
      .put(`/api/portfolio/${item.id}/focal-point`)
      .send({ image: 'cover', x: 0.95, y: 0.5 });
    expect(set.status).toBe(200);
    const read = (await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
    expect(read.image?.focal).toEqual({ x: 0.95, y: 0.5 });
    const card = await t.http().get(`/api/og-image/${item.id}`).buffer(true);
    expect(await hasMarker(card.body as Buffer)).toBe(true);

    // A draft has no public card.
    await form(editor.put(`/api/portfolio/${item.id}`), { ...FIELDS, status: 'draft' });
    expect((await t.http().get(`/api/og-image/${item.id}`)).status).toBe(404);
  });
});
