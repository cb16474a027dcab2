/**
 * A throwaway PostgreSQL cluster from the local server binaries, on a free loopback port
 * (as the postgres user when running as root): the run's shared cluster
 * (postgres-server.ts), or one test's own that it may stop and start again.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.cjs';

const run = promisify(execFile);

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

export interface OwnPostgres {
  /** URL of its `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown: open sessions are ended), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and deletes everything. */
  remove(): Promise<void>;
}

export async function startOwnPostgres({ maxConnections = 50 } = {}): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'prism-own-pg-'));
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
  // fsync off as in the run's cluster: these tests stop the server cleanly or kill the
  // application, never the machine, so durability on disk is not what they measure.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  let removed = false;
  return {
    url: `postgres://prism@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      if (removed) return;
      removed = true;
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
