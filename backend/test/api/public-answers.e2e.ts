import { DEFAULT_SITE_SETTINGS } from '@prism/contracts';
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
