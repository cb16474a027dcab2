import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from 'async-mutex';
import type { DataSource, EntityManager } from 'typeorm';

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
  const inUnit = new AsyncLocalStorage<true>();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    inUnit.getStore() ? work() : mutex.runExclusive(() => inUnit.run(true, work));

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
