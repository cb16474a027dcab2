// A throwaway PostgreSQL cluster for the bench's PostgreSQL rows, started as the backend
// tests start theirs (backend/test/support/own-postgres.ts): the system's server binaries
// (PG_BIN, else the newest /usr/lib/postgresql/<major>/bin), on a free loopback port, as
// the postgres user when running as root; deleted when the run ends.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './proc.mjs';

const exec = promisify(execFile);

function serverDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error('no PostgreSQL server binaries: install postgresql or set PG_BIN');
  }
  return path.join(root, majors[0], 'bin');
}

/** Starts a cluster; answers its `postgres` database URL and how to remove it. */
export async function startPostgres() {
  const bin = serverDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-bench-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb and the server refuse to run as root.
  const pg = (tool, args) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : exec(path.join(bin, tool), args);
  if (asRoot) await exec('chown', ['postgres:postgres', dir]);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'prism', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // Durability is not what the bench measures; the rest is PostgreSQL's defaults.
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off'];
  await pg('pg_ctl', [
    '-D',
    data,
    '-o',
    options.join(' '),
    '-l',
    `${dir}/server.log`,
    '-w',
    'start',
  ]);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      // Synchronous: it also runs from the exit handler.
      const args = ['-D', data, '-m', 'immediate', 'stop'];
      const tool = path.join(bin, 'pg_ctl');
      if (asRoot)
        execFileSync('runuser', ['-u', 'postgres', '--', tool, ...args], { stdio: 'ignore' });
      else execFileSync(tool, args, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', remove);
  return { url: `postgres://prism@127.0.0.1:${port}/postgres`, remove };
}
