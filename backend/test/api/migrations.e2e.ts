import { startServer, startTestApp, type TestApp } from '../support/test-app';

describe('schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is built by migrations alone, and they match the entities (no drift)', async () => {
    expect(t.dataSource.options.synchronize).toBe(false);
    const applied = await t.dataSource.query<{ name: string }[]>(
      t.dialect === 'postgres' ? 'SELECT name FROM migrations' : 'SELECT name FROM "migrations"',
    );
    expect(applied.length).toBeGreaterThan(0);
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('keys usernames on an existing database, keeping (and reporting) accounts whose names clash', async () => {
    // Back to the schema before ADR 038 (the later migrations undone first), with two
    // accounts that differ only in case.
    const appliedNames = async () =>
      (await t.dataSource.query<{ name: string }[]>('SELECT "name" FROM "migrations"')).map(
        (m) => m.name,
      );
    while ((await appliedNames()).includes('Identity1796300000038')) {
      await t.dataSource.undoLastMigration();
    }
    const p = (i: number) => (t.dialect === 'postgres' ? `$${i}` : '?');
    for (const username of ['legacy-x', 'LEGACY-X']) {
      await t.dataSource.query(
        `INSERT INTO "users" ("username", "passwordHash", "role") VALUES (${p(1)}, ${p(2)}, 'editor')`,
        [username, 'not-a-hash'],
      );
    }
    const warnings: string[] = [];
    const logger = t.dataSource.logger;
    const log = jest.spyOn(logger, 'log').mockImplementation((level, message) => {
      if (level === 'warn') warnings.push(String(message));
    });
    try {
      await t.dataSource.runMigrations({ transaction: 'each' });
    } finally {
      log.mockRestore();
    }
    const rows = await t.dataSource.query<{ username: string; usernameKey: string | null }[]>(
      `SELECT "username", "usernameKey" FROM "users" WHERE "username" IN ('legacy-x', 'LEGACY-X') ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { username: 'legacy-x', usernameKey: 'legacy-x' },
      { username: 'LEGACY-X', usernameKey: null },
    ]);
    expect(warnings.join('\n')).toContain("'LEGACY-X'");
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('starts without migrating when DB_MIGRATE_ON_START=false, on an up-to-date database', async () => {
    await t.stop();
    const again = await startServer({ ...t.env, DB_MIGRATE_ON_START: 'false' });
    try {
      expect(await again.dataSource.showMigrations()).toBe(false);
    } finally {
      await again.app.close();
    }
  });
});
