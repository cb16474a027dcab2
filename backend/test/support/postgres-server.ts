/**
 * A PostgreSQL server for the test run: TEST_DATABASE_URL when set; else Testcontainers
 * where a Docker engine answers; else a throwaway cluster started from the local
 * initdb/pg_ctl on a free loopback port (as the postgres user when running as root),
 * removed afterwards.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

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
      stop: async () => void (await container.stop()),
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

export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'No PostgreSQL server binaries found: install postgresql, set PG_BIN, or set TEST_DATABASE_URL',
    );
  }
}

async function startLocalCluster(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'prism-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  // initdb refuses to run as root; so does the server.
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);

  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'prism', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://prism@127.0.0.1:${port}/postgres`,
    source: 'local cluster',
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
