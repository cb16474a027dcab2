import type { DataSource } from 'typeorm';

type Escape = (
  sql: string,
  parameters: Record<string, unknown> | undefined,
  nativeParameters: Record<string, unknown>,
) => [string, unknown[]];

/**
 * TypeORM's SQLite drivers write a number parameter into the SQL text itself (`"id" IN
 * (41, 42, …)`, `"id" < 4107`), so every id makes a new statement: better-sqlite3 compiles
 * it (about 76 KB for 500 ids) and frees it only when V8 collects the statement object,
 * which V8, not told of that memory, does late. The leads CSV of 1,000,000 leads made
 * about 10,000 of them, and the API's RSS grew by 245–312 MB (ADR 085).
 *
 * This binds a whole number as a 64-bit integer parameter instead: SQLite reads it as it
 * read the literal (INTEGER), the SQL text is the same for every id, and TypeORM's cache
 * of prepared statements reuses one statement. Other values go to TypeORM as they were.
 */
export function bindSqliteIntegers(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const driver = dataSource.driver as unknown as { escapeQueryWithParameters: Escape };
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, nativeParameters) =>
    escape(
      sql,
      parameters === undefined ? parameters : integersBound(parameters),
      nativeParameters,
    );
}

const bound = (value: unknown): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;

function integersBound(parameters: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) {
    out[key] = Array.isArray(value) ? value.map(bound) : bound(value);
  }
  return out;
}
