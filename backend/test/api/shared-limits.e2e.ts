/**
 * Shared limits (ADR 030): with DATABASE_URL set, the sign-in and contact counters live
 * in PostgreSQL, so two copies of the API (two real processes, the built server, on one
 * database) grant the limit once between them, not once each. The embedded SQLite run is
 * one process and counts in memory; the limits' own tests cover it.
 */
import { randomBytes } from 'node:crypto';
import { startChildServer, type ChildServer } from '../support/child-server';
import { createTestStorage } from '../support/s3-server';
import { FigureBook } from '../support/security-figures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, makeTempDir, testDialect } from '../support/test-database';
import { CONTACT } from '../support/contact-fixtures';

const figures = new FigureBook('shared-limits');
afterAll(() => figures.write());

const post = (server: ChildServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });

if (testDialect() === 'postgres') {
  describe('two API processes on one PostgreSQL', () => {
    const servers: ChildServer[] = [];
    let cleanup: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const dir = makeTempDir('prism-shared-');
      const db = await createTestDatabase(dir.path);
      const media = await createTestStorage();
      cleanup = async () => {
        await db.drop();
        dir.remove();
      };
      const env = {
        NODE_ENV: 'production',
        DATA_DIR: dir.path,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: `pw-${randomBytes(8).toString('hex')}`,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'error',
        LOGIN_MAX_PER_USERNAME: '4',
        LOGIN_MAX_PER_IP: '100000',
        CONTACT_MAX_PER_IP: '4',
        ...db.env,
        ...media.env,
      };
      // One after the other: the first applies the migrations.
      servers.push(await startChildServer(env));
      servers.push(await startChildServer({ ...env, DB_MIGRATE_ON_START: 'false' }));
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.kill()));
      await cleanup();
    });

    it('grants 4 sign-in attempts for one account between both, not 4 each', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push(
          await post(servers[i % 2]!, '/api/auth/login', {
            username: 'owner',
            password: 'guess-guess',
          }),
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
      figures.set(
        'sign-in: wrong passwords let through by 2 processes (limit 4)',
        statuses.filter((s) => s === 401).length,
      );
    });

    it('grants 4 contact messages per address between both, not 4 each', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push(await post(servers[i % 2]!, '/api/contact', CONTACT));
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
      figures.set(
        'contact: messages stored by 2 processes (limit 4)',
        statuses.filter((s) => s === 201).length,
      );
    });
  });
} else {
  describe('the embedded SQLite run', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ CONTACT_MAX_PER_IP: '2' });
    });
    afterAll(() => t.close());

    it('counts in its own memory and writes no counter to the database', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await t.http().post('/api/contact').send(CONTACT)).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const tables = await t.dataSource.query<{ name: string }[]>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'rate_limit'",
      );
      expect(tables).toEqual([]);
    });
  });
}
