import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { SQLITE_MIGRATIONS } from '../../src/database/migrations/sqlite';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.PRISM_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** A fresh, empty database for one test file (never shared), and how to remove it. */
export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const path = join(dataDir, 'test.sqlite');
    copyFileSync(await migratedSqliteTemplate(), path);
    return { env: { SQLITE_PATH: path }, drop: async () => {} };
  }
  const adminUrl = process.env.PRISM_TEST_PG_URL;
  if (!adminUrl)
    throw new Error('PRISM_TEST_PG_URL is not set: run through the api:postgres project');
  const template = await migratedTemplate(adminUrl);
  const name = `prism_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

let template: Promise<string> | undefined;

/**
 * A database the migrations have run on, made once per run on the run's server (the
 * first worker to ask builds it, under an advisory lock, the others wait): each test
 * file's database is a copy of it (CREATE DATABASE … TEMPLATE), so a file starts on a
 * migrated schema instead of running every migration again. The app still runs its
 * migrations on start and finds none pending; migrations.e2e.ts checks they match the
 * entities. The run's global setup names it (PRISM_TEST_PG_TEMPLATE) and drops it.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = process.env.PRISM_TEST_PG_TEMPLATE;
    if (!name) throw new Error('PRISM_TEST_PG_TEMPLATE is not set: run through Jest');
    await withClient(adminUrl, async (c) => {
      await c.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount) return;
        // Built under another name and renamed when whole: a run stopped half-way never
        // leaves a half-migrated template behind under the name the others copy.
        const building = `${name}_building`;
        await c.query(`DROP DATABASE IF EXISTS "${building}"`);
        await c.query(`CREATE DATABASE "${building}"`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const db = { type: 'postgres', url: url.toString() } as const;
        const dataSource = await new DataSource(dataSourceOptions(db, true)).initialize();
        await dataSource.destroy();
        await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } finally {
        await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    return name;
  })();
  return template;
}

/**
 * SQLite's counterpart of the template database: a file the migrations have run on, which
 * each test file copies instead of migrating an empty one. Named by a hash of the
 * migrations' code, so a changed or added migration makes a new one; built under another
 * name and renamed when whole, so workers that race build it twice at worst and never
 * copy half a file. Kept in the system's temporary folder across runs.
 */
async function migratedSqliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of SQLITE_MIGRATIONS) hash.update(migration.toString());
  const path = join(tmpdir(), `prism-sqlite-template-${hash.digest('hex').slice(0, 16)}.sqlite`);
  if (existsSync(path)) return path;
  const building = `${path}.${process.pid}.building`;
  const dataSource = await new DataSource(
    dataSourceOptions({ type: 'sqlite', path: building }, true),
  ).initialize();
  // One file to copy: the write-ahead log folded in and switched off.
  await dataSource.query('PRAGMA journal_mode = DELETE');
  await dataSource.destroy();
  renameSync(building, path);
  return path;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function makeTempDir(prefix = 'prism-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
