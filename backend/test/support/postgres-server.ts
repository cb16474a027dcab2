/**
 * A PostgreSQL server for the test run: TEST_DATABASE_URL when set; else Testcontainers
 * where a Docker engine answers; else a throwaway cluster started from the local
 * initdb/pg_ctl on a free loopback port (as the postgres user when running as root),
 * removed afterwards.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startOwnPostgres } from './own-postgres';

const run = promisify(execFile);

export interface PostgresServer {
  /** URL of a database the tests may create other databases from. */
  url: string;
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'local cluster';
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  if (process.env.TEST_DATABASE_URL) {
    return {
      url: process.env.TEST_DATABASE_URL,
      source: 'TEST_DATABASE_URL',
      stop: async () => {},
    };
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return {
      url: container.getConnectionUri(),
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }
  return startLocalCluster();
}

async function dockerAnswers(): Promise<boolean> {
  try {
    await run('docker', ['info'], { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

async function startLocalCluster(): Promise<PostgresServer> {
  const cluster = await startOwnPostgres({ maxConnections: 300 });
  return { url: cluster.url, source: 'local cluster', stop: () => cluster.remove() };
}
