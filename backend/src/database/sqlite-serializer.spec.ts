import { DataSource } from 'typeorm';
import { readNowIfIdle, serializeSqliteAccess } from './sqlite-serializer';

describe('readNowIfIdle', () => {
  let dataSource: DataSource;
  const SQL = 'SELECT n FROM counter';

  beforeAll(async () => {
    dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
    }).initialize();
    serializeSqliteAccess(dataSource);
    await dataSource.query('CREATE TABLE counter (n INTEGER)');
    await dataSource.query('INSERT INTO counter (n) VALUES (1)');
  });
  afterAll(() => dataSource.destroy());

  it('reads at once while no unit of work holds the connection', () => {
    expect(readNowIfIdle(dataSource, SQL)).toEqual([{ n: 1 }]);
  });

  it('steps aside while a transaction is open, so it never sees an uncommitted write', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const unit = dataSource.transaction(async (manager) => {
      await manager.query('UPDATE counter SET n = 2');
      await held;
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(readNowIfIdle(dataSource, SQL)).toBeUndefined();
    release();
    await expect(unit).rejects.toThrow('rolled back');
    expect(readNowIfIdle(dataSource, SQL)).toEqual([{ n: 1 }]);
  });

  it('leaves other databases to the usual query path', () => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- a DataSource with no SQLite driver
    expect(readNowIfIdle({} as DataSource, SQL)).toBeUndefined();
  });
});
