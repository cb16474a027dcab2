import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** SQLite's lowest bound on parameters per statement (SQLITE_MAX_VARIABLE_NUMBER before 3.32). */
const MAX_PARAMETERS = 999;

/**
 * Inserts many rows of one entity in multi-row statements of a fixed size (so the driver's
 * statement cache serves them), every value converted by the driver as TypeORM's own
 * insert would. Written here for the one write of the hot path, the page views of
 * TypeORM's insert builder spent ten times the database's own time per row
 * building its statement. Columns the database generates are left to it; a column
 * missing from a row is written as null.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
): Promise<void> {
  const { driver } = manager.dataSource;
  const metadata = manager.dataSource.getMetadata(entity);
  const columns = metadata.columns.filter((c) => !c.isGenerated);
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  const postgres = manager.dataSource.options.type === 'postgres';
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns
    .map((c) => driver.escape(c.databaseName))
    .join(', ')}) VALUES `;
  const statement = (count: number): string => {
    let n = 0;
    const tuple = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
    return head + Array.from({ length: count }, tuple).join(', ');
  };
  const full = statement(perStatement);
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) {
        values.push(
          driver.preparePersistentValue(row[column.propertyName as keyof T] ?? null, column),
        );
      }
    }
    await manager.query(chunk.length === perStatement ? full : statement(chunk.length), values);
  }
}
