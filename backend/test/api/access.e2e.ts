import type { OpenAPIObject } from '@nestjs/swagger';
import { hasPermission, permissionsOf, ROLES, type Permission, type Role } from '@prism/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedRoutes, listRoutes, type RouteInfo } from '../support/route-inventory';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The permission surface, committed: any change to who may call what shows up as a diff
 * of route-permissions.json. Entries follow docs/product.md#server-enforcement (logos reuse the
 * portfolio's permissions, deleting included).
 */
const SNAPSHOT = JSON.parse(
  readFileSync(join(__dirname, 'route-permissions.json'), 'utf8'),
) as Record<string, string>;

const key = (r: RouteInfo) => `${r.method} ${r.path}`;

/** A request for the route with a harmless id and an empty body: it never changes data. */
function call(agent: TestApp['http'] extends () => infer A ? A : never, route: RouteInfo) {
  const path = route.path.replace(/:[a-zA-Z]+/g, '999999');
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return agent[method](path);
}

describe('access control', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const agents = {} as Record<Role, Awaited<ReturnType<TestApp['as']>>>;

  beforeAll(async () => {
    t = await startTestApp();
    const declared = listRoutes(t.app);
    // Routes answered ahead of Nest's router (ADR 076) are in no controller's metadata:
    // the OpenAPI document is where they show, with the access it states.
    const document = (await t.http().get('/api/docs/json').expect(200)).body as OpenAPIObject;
    const keys = new Set(declared.map(key));
    routes = [...declared, ...documentedRoutes(document).filter((r) => !keys.has(key(r)))];
    for (const role of ROLES) agents[role] = await t.as(role);
  });
  afterAll(() => t.close());

  it('declares exactly the committed rule for every route', () => {
    expect(Object.fromEntries(routes.map((r) => [key(r), r.access]))).toEqual(SNAPSHOT);
  });

  it('walks every admin route × {anonymous, viewer, editor, admin, owner} and checks the status', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const needs = route.access === 'signed-in' ? [] : (route.access.split('+') as Permission[]);
      const anonymous = await call(t.http(), route);
      outcomes.push(`${key(route)} anonymous ${anonymous.status}`);
      expected.push(`${key(route)} anonymous 401`);
      for (const role of ROLES) {
        const res = await call(agents[role], route);
        const allowed = needs.every((p) => hasPermission(role, p));
        // Allowed: past the guard (validation or 404 for the fake id is fine), never 401/403.
        const status = allowed && res.status !== 401 && res.status !== 403 ? 'allowed' : res.status;
        outcomes.push(`${key(route)} ${role} ${status}`);
        expected.push(`${key(route)} ${role} ${allowed ? 'allowed' : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
    expect(outcomes.length).toBeGreaterThan(0);
  });

  it('lets a viewer read what staff read and change nothing but their own account', async () => {
    const reads: string[] = [];
    const writes: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      if (route.access === 'signed-in') continue;
      const needs = route.access.split('+') as Permission[];
      if (!needs.every((p) => hasPermission('viewer', p))) continue;
      (route.method === 'GET' ? reads : writes).push(key(route));
    }
    // Every permissioned route a viewer may call only reads; its own password, profile,
    // sessions and second factor are the signed-in routes every role has.
    expect(writes).toEqual([]);
    // ...and it reads the staff screens' data: the inbox, the content, the redirects.
    expect(reads).toEqual(
      expect.arrayContaining([
        'GET /api/contact',
        'GET /api/portfolio/:id/revisions',
        'GET /api/logos',
        'GET /api/admin/landing',
        'GET /api/redirects',
        'GET /api/admin/audience',
      ]),
    );
    const viewer = agents.viewer;
    expect((await viewer.get('/api/logos')).status).toBe(200);
    const refused = await viewer
      .post('/api/logos')
      .send({ name: 'Nope', iconType: 'text', iconValue: 'N' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'permission_missing',
      params: { permissions: 'edit_portfolio' },
    });
  });

  it('says in docs/product.md#roles what each role may do, as the code does', () => {
    const product = readFileSync(join(__dirname, '../../../docs/product.md'), 'utf8');
    const table = product.slice(product.indexOf('## 7. Roles and permissions'));
    const documented: Record<string, string[]> = {};
    for (const [, role, permissions] of table.matchAll(/^\| (\w+) +\| (`.+`) +\|$/gm)) {
      documented[role!] = [...permissions!.matchAll(/`(\w+)`/g)].map((p) => p[1]!).sort();
    }
    expect(documented).toEqual(
      Object.fromEntries(ROLES.map((role) => [role, [...permissionsOf(role)].sort()])),
    );
  });

  it('says which permission is missing', async () => {
    const res = await agents.editor.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'permission_missing',
      params: { permissions: 'manage_users' },
      message: "You don't have permission to do this (requires manage_users)",
    });
  });
});
