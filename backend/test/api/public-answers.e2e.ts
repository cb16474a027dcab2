import { DEFAULT_SITE_SETTINGS } from '@prism/contracts';
import type { Response } from 'supertest';
import { LogosService } from '../../src/logos/logos.service';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { PortfolioService } from '../../src/portfolio/portfolio.service';
import { SettingsService } from '../../src/settings/settings.service';
import { itemsOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/**
 * Public reads answered from kept bytes (ADR 020): the same JSON as before, a strong ETag
 * made once per content version, 304 on If-None-Match, and a new answer on the very next
 * request after an edit.
 */
describe('public answers as kept bytes', () => {
  let t: TestApp;
  let owner: Agent;
  const PATHS = ['/api/portfolio', '/api/portfolio?limit=12', '/api/logos/active', '/api/settings'];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    const logo = { name: 'Acme', iconType: 'text', iconValue: 'ACME', order: 1, active: true };
    expect((await owner.post('/api/logos').send(logo)).status).toBe(201);
  });
  afterAll(() => t.close());

  it('sends JSON with its length and a strong ETag, and 304 when the client has it', async () => {
    for (const path of PATHS) {
      const first = await t.http().get(path);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
      expect(JSON.parse(first.text)).toEqual(first.body);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await t.http().get(path).set('If-None-Match', etag);
      expect({ path, status: again.status, etag: again.headers.etag }).toEqual({
        path,
        status: 304,
        etag,
      });
      expect(again.text).toBe('');
      // Another validator, or a request that insists on a fresh answer, gets the bytes.
      expect((await t.http().get(path).set('If-None-Match', '"other"')).status).toBe(200);
      const forced = await t
        .http()
        .get(path)
        .set('If-None-Match', etag)
        .set('Cache-Control', 'no-cache');
      expect(forced.status).toBe(200);
      const head = await t.http().head(path);
      expect(head.status).toBe(200);
      expect(head.headers.etag).toBe(etag);
    }
  });

  it('answers an edit on the very next request, under a new ETag', async () => {
    const before = await t.http().get('/api/settings');
    const location = `Porto ${Date.now()}`;
    const saved = await owner
      .put('/api/admin/settings')
      .send({ ...DEFAULT_SITE_SETTINGS, location });
    expect(saved.status).toBe(200);
    const after = await t.http().get('/api/settings').set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect((after.body as { location: string }).location).toBe(location);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the caching rules: visitors a short public time, staff revalidate', async () => {
    expect((await t.http().get('/api/logos/active')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    expect((await t.http().get('/api/settings')).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    const staff = await owner.get('/api/portfolio');
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(
      (await owner.get('/api/portfolio').set('If-None-Match', staff.headers.etag!)).status,
    ).toBe(304);
  });
});

/**
 * A visitor's kept read sent ahead of the router (ADR 076): the same status, headers and
 * bytes the route sent, without running it; never for a request with a cookie, and never
 * an answer older than the content version.
 */
describe('kept public reads answered ahead of the router', () => {
  let t: TestApp;
  let owner: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    const rows = t.dataSource.getRepository(PortfolioItem);
    for (const [i, status] of [
      [1, 'published'],
      [2, 'published'],
      [3, 'draft'],
    ] as const) {
      await rows.insert({
        title: `Ahead ${i}`,
        client: 'Client',
        description: 'Text',
        category: 'brand',
        year: '2024',
        image: null,
        status,
        slugEn: `ahead-${i}`,
        readyEn: true,
      });
    }
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** What a client can tell of an answer, but the date and the request's own id. */
  const seen = (res: Response) => {
    const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
    return { status: res.status, headers, body: res.text };
  };

  it('sends a visitor the answer the route sent, in each encoding, without running it again', async () => {
    const routes: [string, jest.SpyInstance][] = [
      ['/api/portfolio?lang=en&limit=12', jest.spyOn(t.app.get(PortfolioService), 'list')],
      ['/api/portfolio/slug/ahead-1?lang=en', jest.spyOn(t.app.get(PortfolioService), 'getBySlug')],
      ['/api/logos/active', jest.spyOn(t.app.get(LogosService), 'listActive')],
      ['/api/settings', jest.spyOn(t.app.get(SettingsService), 'answer')],
    ];
    for (const [path, route] of routes) {
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const first = await t.http().get(path).set('Accept-Encoding', encoding);
        const again = await t.http().get(path).set('Accept-Encoding', encoding);
        expect({ path, encoding, ...seen(again) }).toEqual({ path, encoding, ...seen(first) });
        const fresh = await t.http().get(path).set('If-None-Match', first.headers.etag!);
        expect({ path, status: fresh.status }).toEqual({ path, status: 304 });
      }
      // The route ran for the first request alone; the others were answered ahead of it.
      expect({ path, runs: route.mock.calls.length }).toEqual({ path, runs: 1 });
    }
  });

  it('never answers staff, or any request with a cookie, from what a visitor was sent', async () => {
    const path = '/api/portfolio?lang=en&limit=12';
    const titles = (res: Response) => itemsOf(res).map((item) => item.title);
    expect(titles(await t.http().get(path))).not.toContain('Ahead 3');
    const list = jest.spyOn(t.app.get(PortfolioService), 'list');
    expect(titles(await t.http().get(path))).not.toContain('Ahead 3');
    const staff = await owner.get(path);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(titles(staff)).toContain('Ahead 3');
    // A cookie that is not a session is still read by the route, which answers the public list.
    const other = await t.http().get(path).set('Cookie', 'theme=dark');
    expect(titles(other)).not.toContain('Ahead 3');
    expect(list.mock.calls.map(([, asStaff]) => asStaff)).toEqual([true, false]);
  });

  it('answers the new state on the next request after an edit', async () => {
    const path = '/api/portfolio/slug/ahead-2?lang=en';
    expect((await t.http().get(path)).status).toBe(200);
    expect((await t.http().get(path)).status).toBe(200);
    const rows = t.dataSource.getRepository(PortfolioItem);
    await rows.update({ slugEn: 'ahead-2' }, { status: 'draft' });
    const after = await t.http().get(path);
    expect(after.status).toBe(404);
    await rows.update({ slugEn: 'ahead-2' }, { status: 'published', title: 'Ahead 2, again' });
    const back = await t.http().get(path);
    expect(back.status).toBe(200);
    expect((back.body as { title: string }).title).toBe('Ahead 2, again');
  });

  it('leaves a refused or private read to the router every time', async () => {
    const path = '/api/admin/settings';
    for (let i = 0; i < 2; i += 1) {
      const res = await t.http().get(path);
      expect(res.status).toBe(401);
    }
    const bad = await t.http().get('/api/portfolio?limit=0');
    expect((await t.http().get('/api/portfolio?limit=0')).text).toBe(bad.text);
    expect(bad.status).toBe(400);
  });
});
