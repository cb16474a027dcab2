// Shared by backup.mjs and restore.mjs: the backend's own configuration and storage code,
// so a backup reads exactly the database and media store the server is configured for.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = fileURLToPath(new URL('../../backend/dist/', import.meta.url));

/** The layout of a backup directory (also written by compose-backup.sh). */
export const LAYOUT = {
  postgres: 'database.dump',
  sqlite: 'database.sqlite',
  media: 'media',
  manifest: 'manifest.json',
};

function backend(path) {
  const file = `${dist}${path}`;
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the backend first (npm run build)`);
  }
  return require(file);
}

/** The server's configuration from this process's environment, validated the same way. */
export function loadServerConfig() {
  const { loadConfig, ConfigError } = backend('config/app-config.js');
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(error.message);
    throw error;
  }
}

/** The object store adapter the server would use (disk directory or S3 bucket). */
export function openObjectStorage(config) {
  const { createObjectStorage } = backend('media/storage/create-object-storage.js');
  return createObjectStorage(config.mediaStorage);
}

export function objectKeys() {
  return backend('media/storage/object-key.js');
}

/** Run before replaying a dump: the database holds Prism's schema and nothing else. */
export const RESET_SCHEMA =
  'SET client_min_messages = warning; DROP SCHEMA public CASCADE; CREATE SCHEMA public;';

/** better-sqlite3, as the backend resolves it. */
export function openSqlite(path, options) {
  const Database = require(require.resolve('better-sqlite3', { paths: [dist] }));
  return new Database(path, options);
}

/**
 * libpq settings for a postgres:// URL, passed through the environment so the password
 * never appears in a process listing.
 */
export function libpqEnv(url) {
  const u = new URL(url);
  const env = {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool; rejects with its error output when it fails. */
export function runPgTool(tool, args, url) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...libpqEnv(url) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} not found: install the PostgreSQL client tools (same major version as the server, or newer)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Runs main() and turns a thrown error into a one-line message and exit code 1. */
export function runCli(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
