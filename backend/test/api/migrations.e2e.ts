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
