/**
 * A PostgreSQL cluster of one test's own, which the test may stop and start again (the
 * shared cluster of the run serves every other test file and must stay up). Built from
 * the local server binaries like the run's throwaway cluster (postgres-server.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, postgresBinDir } from './postgres-server';

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

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'prism-own-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
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
    '-c max_connections=50',
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
