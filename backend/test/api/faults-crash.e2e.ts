/**
 * Crashes (issue 8 §8): the built server killed with SIGKILL, as an OOM killer or a power
 * cut of the container would. (1) In the middle of a stream of contact submissions, no
 * submission it had acknowledged with 201 is lost: a 201 is sent only after the commit
 * (SQLite in WAL mode with synchronous=FULL; PostgreSQL with synchronous_commit on, its
 * default; the test cluster runs fsync=off, which a killed application never depends on).
 * (2) Between storing an upload's objects and committing its row, it leaves orphans that
 * `npm run media:sweep` (dist/media/cli/sweep.js) removes.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../../src/config/app-config';
import { createObjectStorage } from '../../src/media/storage/create-object-storage';
import type { ObjectStorage } from '../../src/media/storage/object-storage';
import { runBackendCli, startChildServer, type ChildServer } from '../support/child-server';
import { imageBytes } from '../support/image-fixtures';
import { createTestStorage } from '../support/s3-server';
import { FigureBook } from '../support/security-figures';
import { createTestDatabase, makeTempDir, testDialect } from '../support/test-database';
import { waitUntil } from '../support/wait-until';
import { keysUnder } from '../support/keys-under';

const figures = new FigureBook('faults-crash');

interface Setup {
  env: Record<string, string>;
  admin: { username: string; password: string };
  cleanup(): Promise<void>;
}

/** A fresh database and media store for one child server, as production configures it. */
async function freshSetup(): Promise<Setup> {
  const dir = makeTempDir('prism-crash-');
  const db = await createTestDatabase(dir.path);
  const media = await createTestStorage();
  const admin = { username: 'owner', password: `pw-${randomBytes(8).toString('hex')}` };
  return {
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dir.path,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'error',
      CONTACT_MAX_PER_IP: '100000',
      ...db.env,
      ...media.env,
    },
    admin,
    async cleanup() {
      await db.drop();
      dir.remove();
    },
  };
}

async function signIn(server: ChildServer, admin: Setup['admin']): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return /prism_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

afterAll(() => figures.write());

describe('SIGKILL during a stream of contact submissions', () => {
  let setup: Setup;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    setup = await freshSetup();
  });
  afterAll(async () => {
    await server?.kill();
    await setup.cleanup();
  });

  it('loses no submission that was acknowledged with 201', async () => {
    server = await startChildServer(setup.env);
    const url = server.url;
    const acknowledged = new Set<string>();
    let sent = 0;
    let failed = 0;
    const kill: { done?: Promise<void> } = {};
    const KILL_AFTER = 100;
    const CLIENTS = 10;

    const client = async (c: number) => {
      // Each client keeps sending until the dead server refuses it, so the kill always
      // lands on a stream in motion.
      for (let i = 0, down = false; !down && sent < 2000; i += 1) {
        const marker = `kill-test-${c}-${i}`;
        sent += 1;
        try {
          const res = await fetch(`${url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Crash Test',
              email: 'crash@example.com',
              service: 'other',
              message: `Message ${marker} of the stream.`,
            }),
          });
          if (res.status === 201) acknowledged.add(marker);
          await res.arrayBuffer();
        } catch {
          failed += 1; // in flight at the kill, or after it: never acknowledged
          down = true;
        }
        if (!kill.done && acknowledged.size >= KILL_AFTER) kill.done = server!.kill();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    await kill.done;

    // A new process on the same database finds every acknowledged submission.
    server = await startChildServer(setup.env);
    const cookie = await signIn(server, setup.admin);
    const stored = new Set<string>();
    let cursor = '';
    do {
      const res = await fetch(`${server.url}/api/contact?q=kill-test-&limit=100${cursor}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        items: { message: string }[];
        nextCursor: string | null;
      };
      for (const m of page.items) stored.add(/kill-test-\d+-\d+/.exec(m.message)![0]);
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor);
    const lost = [...acknowledged].filter((marker) => !stored.has(marker));
    expect(lost).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(stored.size).toBeLessThanOrEqual(sent);
    figures.set('submissions sent', sent);
    figures.set('acknowledged (201) before the kill', acknowledged.size);
    figures.set('failed at or after the kill', failed);
    figures.set('rows found after restart', stored.size);
    figures.set('acknowledged but lost', lost.length);
  });
});

describe('SIGKILL between storing an upload and committing its row', () => {
  let setup: Setup;
  let server: ChildServer | undefined;
  let storage: ObjectStorage;
  beforeAll(async () => {
    setup = await freshSetup();
    storage = createObjectStorage(loadConfig(setup.env).mediaStorage);
  });
  afterAll(async () => {
    await server?.kill();
    storage.onModuleDestroy();
    await setup.cleanup();
  });

  const objectKeys = () => keysUnder(storage, 'portfolio/');

  /** Holds the portfolio table's write lock, so an insert waits: the crash window. */
  async function holdWriteLock(): Promise<{ rows(): Promise<number>; release(): Promise<void> }> {
    if (testDialect() === 'sqlite') {
      const db = new Database(setup.env.SQLITE_PATH);
      db.exec('BEGIN IMMEDIATE');
      return {
        rows: () =>
          Promise.resolve(
            (db.prepare('SELECT count(*) AS n FROM portfolio_items').get() as { n: number }).n,
          ),
        release: () => {
          db.exec('ROLLBACK');
          db.close();
          return Promise.resolve();
        },
      };
    }
    const pg = new Client({ connectionString: setup.env.DATABASE_URL });
    await pg.connect();
    await pg.query('BEGIN');
    await pg.query('LOCK TABLE portfolio_items IN EXCLUSIVE MODE');
    return {
      rows: async () =>
        Number(
          (await pg.query<{ n: string }>('SELECT count(*) AS n FROM portfolio_items')).rows[0]!.n,
        ),
      release: async () => {
        await pg.query('ROLLBACK');
        await pg.end();
      },
    };
  }

  // On SQLite the lock below holds the whole database, and since this session's merges the
  // request writes before it stores its renditions, so the crash window is never reached:
  // PostgreSQL only (its lock holds one table) until the SQLite window is rebuilt (stop 20).
  const itWithTableLock = testDialect() === 'postgres' ? it : it.skip;
  itWithTableLock('leaves orphans that media:sweep removes, and no row', async () => {
    server = await startChildServer(setup.env);
    const cookie = await signIn(server, setup.admin);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'T',
      titleFr: 'T',
      client: 'C',
      description: 'D',
      descriptionFr: 'D',
      category: 'brand',
      year: '2024',
    })) {
      form.append(k, v);
    }
    const png = await imageBytes('png', { width: 300, height: 300 });
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');

    const lock = await holdWriteLock();
    let orphans: string[] = [];
    try {
      const upload = fetch(`${server.url}/api/portfolio`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      }).catch(
        () => null, // the server dies before it answers
      );
      // Its three renditions (AVIF, WebP, JPEG at 300 px) are stored; its row waits for the lock.
      orphans = await waitUntil(
        'the renditions are stored',
        async () => {
          const keys = await objectKeys();
          return keys.length >= 3 && keys;
        },
        { timeoutMs: 60_000, intervalMs: 25 },
      );
      expect(orphans).toHaveLength(3);
      await server.kill();
      expect(await upload).toBeNull();
      expect(await lock.rows()).toBe(0);
    } finally {
      await lock.release();
    }
    expect((await objectKeys()).sort()).toEqual(orphans.sort());

    const { stdout } = await runBackendCli(
      'media/cli/sweep.js',
      ['--min-age-minutes=0'],
      setup.env,
    );
    expect(stdout).toMatch(/3 orphans, 3 removed/);
    expect(await objectKeys()).toEqual([]);
    figures.set('orphans left by the crash', orphans.length);
    figures.set('orphans removed by media:sweep', 3);
  });
});
