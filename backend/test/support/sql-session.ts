import Database from 'better-sqlite3';
import { Client } from 'pg';

/** A plain SQL session on the app's database: statements in, rows out. */
export interface SqlSession {
  run(sql: string): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function openSession(env: Record<string, string>): Promise<SqlSession> {
  if (env.DATABASE_URL) {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      run: async (sql) => (await client.query(sql)).rows as unknown[],
      close: () => client.end(),
    };
  }
  const db = new Database(env.SQLITE_PATH);
  db.pragma('busy_timeout = 5000');
  return {
    run: (sql) =>
      Promise.resolve().then(() => {
        const statement = db.prepare(sql);
        return statement.reader ? statement.all() : (statement.run(), []);
      }),
    close: () => Promise.resolve(void db.close()),
  };
}

/**
 * The statement fails with the append-only refusal. Read from the error's message, not with
 * `rejects.toThrow`: better-sqlite3 makes its errors with the class of the first test file
 * that loaded it in this worker, which is not an Error of this file's context.
 */
export async function expectRefused(statement: Promise<unknown>): Promise<void> {
  const error: unknown = await statement.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(String((error as { message?: unknown } | null)?.message)).toMatch(/append-only/);
}
