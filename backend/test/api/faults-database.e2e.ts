/**
 * Faults (issue 8 §8): the database going away answers 503 quickly, never a 500 or a
 * hang, readiness says so, and service resumes by itself when it is back; an unreachable
 * disk media store answers 503 and stores no row. PostgreSQL runs on a cluster of this
 * test's own, stopped and started again; SQLite has no server to stop, so its fault is
 * another process holding the write lock past busy_timeout. An unreachable S3 store is
 * proven in portfolio-uploads.e2e.ts ("with the object store down").
 */
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { imageBytes } from '../support/image-fixtures';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { FigureBook } from '../support/security-figures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { makeTempDir, testDialect } from '../support/test-database';
import { waitUntil } from '../support/wait-until';
import { CONTACT } from '../support/contact-fixtures';

const figures = new FigureBook('faults-database');
afterAll(() => figures.write());

async function timed<T extends { status: number }>(call: () => PromiseLike<T>) {
  const started = performance.now();
  const res = await call();
  return { res, ms: Math.round(performance.now() - started) };
}

if (testDialect() === 'postgres') {
  describe('PostgreSQL stopped and started again', () => {
    let pg: OwnPostgres;
    let t: TestApp;
    let owner: Awaited<ReturnType<TestApp['signIn']>>;

    beforeAll(async () => {
      pg = await startOwnPostgres();
      t = await startTestApp({ DATABASE_URL: pg.url, CONTACT_MAX_PER_IP: '1000' });
      owner = await t.signIn(OWNER.username, OWNER.password);
      await t.http().post('/api/contact').send(CONTACT);
    });
    afterAll(async () => {
      // Unset when beforeAll failed part-way.
      /* eslint-disable @typescript-eslint/no-unnecessary-condition */
      await t?.close();
      await pg?.remove();
      /* eslint-enable @typescript-eslint/no-unnecessary-condition */
    });

    it('answers 503 within the connection timeout, and readiness reports 503', async () => {
      await pg.stop();
      const probes = {
        'GET /api/portfolio (public)': () => t.http().get('/api/portfolio'),
        'POST /api/contact (a write)': () => t.http().post('/api/contact').send(CONTACT),
        'GET /api/admin/users (a session)': () => owner.get('/api/admin/users'),
        'GET /api/auth/check': () => owner.get('/api/auth/check'),
        'GET /api/health/ready': () => t.http().get('/api/health/ready'),
      };
      let slowest = 0;
      for (const [name, probe] of Object.entries(probes)) {
        const { res, ms } = await timed(probe);
        expect(`${name}: ${res.status}`).toBe(`${name}: 503`);
        expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        // A refused connection fails at once (the pool waits up to 15 s only for a free
        // connection or an unanswered connect).
        expect(ms).toBeLessThan(6000);
        slowest = Math.max(slowest, ms);
      }
      expect((await t.http().get('/api/health')).status).toBe(200); // alive all along
      figures.set('postgres down: slowest 503 ms', slowest);
    });

    it('serves again by itself once the database is back', async () => {
      await pg.start();
      const started = performance.now();
      await waitUntil(
        'the API is ready again',
        async () => (await t.http().get('/api/health/ready')).status === 200,
        { timeoutMs: 20_000, intervalMs: 200 },
      );
      figures.set('postgres back: ready after ms', Math.round(performance.now() - started));
      expect((await t.http().post('/api/contact').send(CONTACT)).status).toBe(201);
      expect((await owner.get('/api/admin/users')).status).toBe(200); // same session
      expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(2);
    });
  });
} else {
  describe('SQLite locked by another process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ CONTACT_MAX_PER_IP: '1000' });
    });
    afterAll(() => t.close());

    it('answers a write 503 after busy_timeout, keeps reading, and writes again once the lock goes', async () => {
      const other = new Database(t.env.SQLITE_PATH);
      try {
        other.exec('BEGIN IMMEDIATE'); // the write lock, held as a backup tool or a stuck process would
        const { res, ms } = await timed(() => t.http().post('/api/contact').send(CONTACT));
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        expect(ms).toBeLessThan(10_000); // busy_timeout is 5 s
        figures.set('sqlite locked: 503 after ms', ms);
        expect((await t.http().get('/api/portfolio')).status).toBe(200); // WAL readers go on
        expect((await t.http().get('/api/health/ready')).status).toBe(200);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect((await t.http().post('/api/contact').send(CONTACT)).status).toBe(201);
      expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(1);
    });
  });
}

describe('disk media store unreachable', () => {
  let t: TestApp;
  const dir = makeTempDir('prism-media-gone-');
  beforeAll(async () => {
    // MEDIA_DIR under a plain file: every write fails as on a lost volume (even for root).
    writeFileSync(join(dir.path, 'volume'), 'not a directory');
    t = await startTestApp({
      MEDIA_DIR: join(dir.path, 'volume', 'media'),
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    });
  });
  afterAll(async () => {
    await t.close();
    dir.remove();
  });

  it('answers an upload 503 and stores no row', async () => {
    const editor = await t.as('editor');
    const png = await imageBytes('png', { width: 64, height: 64 });
    const upload = await editor
      .post('/api/portfolio')
      .field({ title: 'T', client: 'C', description: 'D', category: 'brand', year: '2024' })
      .attach('image', png, 'a.png');
    expect(upload.status).toBe(503);
    expect(upload.body).toMatchObject({
      statusCode: 503,
      message: 'The media store is unavailable. Please try again.',
    });
    expect(await t.dataSource.getRepository(PortfolioItem).count()).toBe(0);
  });
});
