import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from 'async-mutex';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The data source whose unit of work the running code is inside. One storage for every
 * data source of the process: each enabled AsyncLocalStorage adds work to every promise
 * made afterwards (Node 20's hooks walk them all), and a storage is never let go, so one
 * per data source grew without end where many are opened and closed (the API suites open
 * an app per test file: about 6 % of their CPU went to that walk).
 */
const inUnit = new AsyncLocalStorage<DataSource>();

/**
 * TypeORM drives better-sqlite3 through ONE shared connection and query runner, so two
 * requests' transactions would nest into each other and a stray write from another
 * request could land inside (and be rolled back with) someone else's transaction.
 *
 * This gives SQLite the isolation PostgreSQL gets from its pool: a unit of work (a
 * transaction, or a save/remove, which TypeORM wraps in its own transaction) holds a
 * mutex for its whole duration, and every other query waits for it. Work started inside
 * a unit (tracked with AsyncLocalStorage) runs straight through. SQLite runs one
 * statement at a time on this connection anyway, so nothing is lost in throughput.
 */
export function serializeSqliteAccess(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const mutex = new Mutex();
  const connection = (dataSource.driver as unknown as { databaseConnection: SqliteConnection })
    .databaseConnection;
  const statements = new Map<string, SqliteStatement>();
  idleReaders.set(dataSource, (sql) => {
    if (mutex.isLocked() || inUnit.getStore() === dataSource) return undefined;
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
    return statement.all();
  });
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    inUnit.getStore() === dataSource
      ? work()
      : mutex.runExclusive(() => inUnit.run(dataSource, work));

  const runner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((...args: unknown[]) => exclusive(() => query(...args))) as typeof runner.query;

  const manager = dataSource.manager as unknown as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >;
  const units: (keyof EntityManager)[] = ['transaction', 'save', 'remove', 'softRemove', 'recover'];
  for (const name of units) {
    const method = manager[name as string];
    if (!method) throw new Error(`EntityManager has no ${name as string}()`);
    const original = method.bind(manager);
    manager[name as string] = (...args: unknown[]) => exclusive(() => original(...args));
  }
}

interface SqliteStatement {
  all(): unknown[];
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

const idleReaders = new WeakMap<DataSource, (sql: string) => unknown[] | undefined>();

/**
 * The rows of a read-only statement, run at once on SQLite when no unit of work holds the
 * connection, else undefined (and on PostgreSQL always undefined: the caller queries as
 * usual). better-sqlite3 is synchronous, so nothing can start between the check and the
 * read, and with no unit open there is no uncommitted write for the read to see: it sees
 * exactly what a query through TypeORM would, without the query runner, the mutex and
 * the promise chain. For the hottest reads only (the content version, ADR 037).
 */
export function readNowIfIdle(dataSource: DataSource, sql: string): unknown[] | undefined {
  return idleReaders.get(dataSource)?.(sql);
}
