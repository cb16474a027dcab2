/**
 * The HTTP surface (issue 8 §3, §4, §7): no GET changes anything, no route grants CORS to
 * a foreign origin, every answer carries the security headers, private answers are never
 * stored by a cache, and nobody below an owner reaches user management. The cross-site
 * refusal itself (SameOriginGuard) is proven in sessions.e2e.ts; the route × role walk
 * and the committed permission snapshot in access.e2e.ts; the last-owner race in
 * users.e2e.ts.
 */
import { HEADERS_METADATA } from '@nestjs/common/constants';
import { isErrorCode, isFieldErrorCode } from '@prism/contracts';
import { ENTITIES } from '../../src/database/entities';
import { JobRunner } from '../../src/jobs/job-runner';
import { User } from '../../src/users/user.entity';
import { isBaselineRevision } from '../support/fuzz';
import { imageBytes } from '../support/image-fixtures';
import { handlerOf, listRoutes, type RouteInfo } from '../support/route-inventory';
import { FigureBook } from '../support/security-figures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { authOf, errorOf, idOf, idsOf, itemOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

const figures = new FigureBook('http-surface');
const FOREIGN = 'https://evil.example';

/** Every row of every table, and every stored object: what "nothing changed" compares. */
async function everything(t: TestApp): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  // Sign-ins are recorded in the audit log (ADR 026): a record of attempts, not a change.
  // The audience's periods are sums of its daily rows kept to answer fast, which the first
  // answer that finds one missing builds (ADR 053): derived from what is there, not a change.
  const left = new Set(['AuditRecord', 'AudiencePeriodRow', 'AudiencePeriodRange']);
  for (const entity of ENTITIES.filter((e) => !left.has(e.name))) {
    const rows = await t.dataSource.getRepository(entity).find();
    // A session's "last seen" moves with every request by design (ADR 031).
    tables[entity.name] = rows
      .filter((r) => !isBaselineRevision(entity.name, r))
      .map((r) =>
        JSON.stringify(r, (key, value: unknown) => (key === 'lastSeenAt' ? undefined : value)),
      )
      .sort();
  }
  const objects: string[] = [];
  for await (const o of t.storage.list('')) objects.push(`${o.key}:${o.size}`);
  return JSON.stringify({ tables, objects: objects.sort() });
}

describe('HTTP surface', () => {
  let t: TestApp;
  let owner: Agent;
  let routes: RouteInfo[];
  const ids: Record<string, number> = {};
  let mediaPath = '';

  /** The route's path with real ids (and a real media key), so GETs reach real data. */
  const pathOf = (route: RouteInfo) =>
    route.path
      .replace('/*path', mediaPath)
      // The privacy policy's first version is always there (ADR 082).
      .replace('/policy/versions/:version', '/policy/versions/1')
      .replace(
        /^\/api\/(portfolio|contact|logos|admin\/users|media-library|pages)\/:id/,
        (_m, what: string) => {
          return `/api/${what}/${ids[what]!}`;
        },
      );
  /** The same with an id that does not exist, for calls that must not change real data. */
  const harmlessPathOf = (route: RouteInfo) => route.path.replace(/:id/g, '999999');

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
    routes = listRoutes(t.app);
    const item = await owner
      .post('/api/portfolio')
      .field({
        title: 'T',
        titleFr: 'T',
        client: 'C',
        description: 'D',
        descriptionFr: 'D',
        category: 'listing',
        year: '2024',
      })
      .attach('image', await imageBytes('png', { width: 64, height: 64 }), 'a.png');
    expect(item.status).toBe(201);
    ids.portfolio = idOf(item);
    mediaPath = (itemOf(item).imageUrl as string).replace(/^\/media/, '');
    await t.http().post('/api/contact').send({
      name: 'Ada',
      email: 'ada@example.com',
      service: 'other',
      message: 'Hello there, a project.',
    });
    ids.contact = idsOf(await owner.get('/api/contact'))[0]!;
    ids.logos = idOf(
      await owner.post('/api/logos').send({ name: 'Acme', iconType: 'text', iconValue: 'ACME' }),
    );
    ids['admin/users'] = (await t.newUser('editor')).id;
    ids['media-library'] = idOf(
      await owner
        .post('/api/media-library')
        .attach('image', await imageBytes('png', { width: 64, height: 64 }), 'b.png'),
    );
    ids.pages = idOf(await owner.post('/api/pages').send({ title: { fr: 'Équipe' } }));
    // Recurring jobs run at the wall clock's 10-minute marks whatever the requests do (the
    // audience roll-up writes its daily rows from the lead above): stopped, so a sweep
    // that spans a mark compares what requests did, and only that.
    await t.app.get(JobRunner).onModuleDestroy();
  });
  afterAll(async () => {
    figures.write();
    await t.close();
  });

  it('changes nothing through GET or HEAD on any path, signed in or not, whatever the override', async () => {
    const before = await everything(t);
    let calls = 0;
    for (const route of routes) {
      // The path of every route, including those served only for other methods.
      const path = pathOf(route);
      for (const client of [t.http(), owner]) {
        for (const method of ['get', 'head'] as const) {
          const res = await client[method](`${path}?_method=DELETE`)
            .set('X-HTTP-Method-Override', 'DELETE')
            .set('X-Method-Override', 'DELETE');
          expect(res.status).toBeLessThan(500);
          calls += 1;
        }
      }
    }
    expect(await everything(t)).toBe(before);
    // The session is still the same session: no GET bumped the owner's token version.
    expect(authOf(await owner.get('/api/auth/check')).authenticated).toBe(true);
    figures.set('GET/HEAD calls that changed nothing', calls);
  });

  it('answers every refusal on any route with a code of the catalogue, and each field with its own (issue 45)', async () => {
    const seen = new Set<string>();
    let refusals = 0;
    const check = (label: string, res: { status: number; body: unknown }) => {
      if (res.status < 400 || res.status >= 500) return;
      const body = res.body as { code?: unknown; fields?: { code?: unknown }[] };
      expect([label, isErrorCode(body.code)]).toEqual([label, true]);
      for (const field of body.fields ?? []) {
        expect([label, isFieldErrorCode(field.code)]).toEqual([label, true]);
      }
      seen.add(String(body.code));
      refusals += 1;
    };
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const path = harmlessPathOf(route);
      // Signed out, every method, with a body no route accepts.
      check(`${route.method} ${path}`, await t.http()[method](path).send({ unexpected: true }));
      // Signed in, reads of rows that do not exist.
      if (method === 'get') check(`owner GET ${path}`, await owner.get(path));
    }
    expect(refusals).toBeGreaterThan(routes.length / 2);
    expect([...seen]).toEqual(expect.arrayContaining(['unauthenticated', 'not_found']));
    figures.set('refusals, each with a code', refusals);
  });

  it('grants no CORS to a foreign origin on any route, in a preflight or an answer', async () => {
    let calls = 0;
    for (const route of routes) {
      const path = pathOf(route);
      for (const origin of [FOREIGN, 'null']) {
        const preflight = await owner
          .options(path)
          .set('Origin', origin)
          .set('Access-Control-Request-Method', route.method)
          .set('Access-Control-Request-Headers', 'content-type');
        const answer =
          route.method === 'GET'
            ? await owner.get(path).set('Origin', origin)
            : await owner[route.method.toLowerCase() as Method](path)
                .set('Origin', origin)
                .send({});
        for (const res of [preflight, answer]) {
          expect(res.headers['access-control-allow-origin']).toBeUndefined();
          expect(res.headers['access-control-allow-credentials']).toBeUndefined();
          calls += 1;
        }
        if (route.method !== 'GET') expect(answer.status).toBe(403); // SameOriginGuard
      }
    }
    figures.set('CORS probes without a grant', calls);
  });

  it('sends the security headers on every kind of answer', async () => {
    const answers = [
      await t.http().get('/api/health'),
      await t.http().get('/api/portfolio'),
      await owner.get('/api/admin/users'),
      await t.http().get('/api/admin/users'), // 401
      await t.http().get('/api/nothing-here'), // 404
      await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{'), // 400 from the body parser
      await t.http().get(`/media${mediaPath}`),
    ];
    for (const res of answers) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      // Outside production the API is plain HTTP on loopback: no HSTS (see the next suite).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const media = answers.at(-1)!;
    expect(media.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const api = answers[0]!;
    expect(api.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(api.headers['content-security-policy']).toMatch(/base-uri 'none'/);
    // The OpenAPI page runs its own scripts only, and may not be framed either.
    const docs = await t.http().get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(docs.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('answers every admin route with Cache-Control: no-store, and no admin handler overrides it', async () => {
    const admin = routes.filter((r) => r.access !== 'public');
    for (const route of admin) {
      const method = route.method.toLowerCase() as Method;
      const res =
        method === 'get'
          ? await owner.get(pathOf(route))
          : await owner[method](harmlessPathOf(route)).send({});
      expect(`${route.method} ${route.path} ${String(res.headers['cache-control'])}`).toBe(
        `${route.method} ${route.path} no-store`,
      );
      // A comparison needs two revisions' numbers in its query (revisions.e2e.ts reads them);
      // a rights request exists only once someone confirmed one (privacy-requests.e2e.ts).
      const needsRecord =
        route.path.endsWith('/revisions/compare') || route.path.includes('/privacy/requests/:id');
      if (method === 'get' && !needsRecord) {
        expect(`${route.path} ${res.status}`).toBe(`${route.path} 200`);
      }
    }
    // No admin handler declares its own Cache-Control (which would replace no-store on success).
    const overriding = admin.filter((route) => {
      const handler = handlerOf(t.app, route);
      const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as { name: string }[];
      return headers.some((h) => h.name.toLowerCase() === 'cache-control');
    });
    expect(overriding).toEqual([]);
    figures.set('admin routes answering no-store', admin.length);
  });

  it('keeps user management to owners: lower roles change nobody, themselves included', async () => {
    const ownerId = (authOf(await owner.get('/api/auth/check')).user as { id: number }).id;
    const before = await everything(t);
    for (const role of ['admin', 'editor'] as const) {
      const me = await t.newUser(role);
      const agent = await t.signIn(me.username, me.password);
      const attempts = [
        agent
          .post('/api/admin/users')
          .send({ username: `x-${role}`, password: 'secret1', role: 'owner' }),
        agent.patch(`/api/admin/users/${me.id}`).send({ role: 'owner' }),
        agent.patch(`/api/admin/users/${ownerId}`).send({ role: 'editor' }),
        agent.delete(`/api/admin/users/${ownerId}`),
        agent.post(`/api/admin/users/${ownerId}/sessions/revoke`),
        agent.post(`/api/admin/users/${ownerId}/unlock`),
        agent.put('/api/admin/settings').send({}),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
      await t.dataSource.getRepository(User).delete({ id: me.id });
    }
    expect(await everything(t)).toBe(before);
  });

  it('refuses fields that would set what a caller may not choose (mass assignment)', async () => {
    const before = await everything(t);
    const target = ids['admin/users']!;
    const attempts = [
      t
        .http()
        .post('/api/auth/login')
        .send({ ...OWNER, role: 'owner' }),
      owner
        .post('/api/admin/users')
        .send({ username: 'sneaky', password: 'secret1', usernameKey: 'x' }),
      owner
        .post('/api/admin/users')
        .send({ username: 'sneaky', password: 'secret1', passwordHash: 'x' }),
      owner.post('/api/admin/users').send({ username: 'sneaky', password: 'secret1', id: 1 }),
      owner.patch(`/api/admin/users/${target}`).send({ role: 'admin', username: 'owner2' }),
      owner.patch(`/api/admin/users/${target}`).send({ role: 'admin', usernameKey: 'x' }),
      owner
        .put(`/api/logos/${ids.logos!}`)
        .send({ name: 'A', iconType: 'text', iconValue: 'A', id: 1 }),
      owner
        .post(`/api/contact/${ids.contact!}/replies`)
        .send({ body: 'Hi', key: '00000000-0000-4000-8000-000000000000', mailJobId: 1 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toMatch(/is not an accepted field/);
    }
    expect(await everything(t)).toBe(before);
  });
});

describe('HSTS in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('tells browsers to use HTTPS only, for a year, subdomains included', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
