import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

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
    return { env: { SQLITE_PATH: join(dataDir, 'test.sqlite') }, drop: async () => {} };
  }
  const adminUrl = process.env.PRISM_TEST_PG_URL;
  if (!adminUrl)
    throw new Error('PRISM_TEST_PG_URL is not set: run through the api:postgres project');
  const name = `prism_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
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
