#!/usr/bin/env node
// Restore without Docker: `node infra/scripts/restore.mjs <backup directory> [--yes]`, run
// with the server's environment while the server is stopped. Replaces the database
// (pg_restore of database.dump, or the SQLite file, the old one kept beside it) and makes
// the media store hold exactly the backup's objects. Reads backups made by backup.mjs and
// by `make backup` (PostgreSQL). The compose stack has `make restore` instead.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import {
  LAYOUT,
  loadServerConfig,
  RESET_SCHEMA,
  objectKeys,
  openObjectStorage,
  runCli,
  runPgTool,
} from './backup-lib.mjs';

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function confirm(question) {
  if (process.argv.includes('--yes')) return;
  if (!process.stdin.isTTY) throw new Error('Not a terminal: pass --yes to confirm the restore');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} Type yes: `);
  rl.close();
  if (answer.trim() !== 'yes') throw new Error('Nothing changed.');
}

runCli(async () => {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!arg) throw new Error('usage: node infra/scripts/restore.mjs <backup directory> [--yes]');
  const dir = resolve(arg);
  const mediaDir = join(dir, LAYOUT.media);
  const pgDump = join(dir, LAYOUT.postgres);
  const sqliteFile = join(dir, LAYOUT.sqlite);
  if (!existsSync(mediaDir) || (!existsSync(pgDump) && !existsSync(sqliteFile))) {
    throw new Error(`${dir} is not a backup: expected ${LAYOUT.media}/ and a database file`);
  }
  const manifestFile = join(dir, LAYOUT.manifest);
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const contentTypes = new Map((manifest.media?.list ?? []).map((o) => [o.key, o.contentType]));

  const config = loadServerConfig();
  const storage = openObjectStorage(config);
  const kind = existsSync(pgDump) ? 'postgres' : 'sqlite';
  if (kind !== config.database.type) {
    throw new Error(
      `This backup holds a ${kind} database; the server is configured for ${config.database.type}`,
    );
  }
  await confirm(
    `Replace the ${kind} database and every object in ${storage.description} with ${dir}?`,
  );

  if (kind === 'postgres') {
    // The archive becomes SQL first, so a damaged archive fails before anything changes;
    // then one transaction empties the schema and replays it: all or nothing, and tables
    // newer than the backup do not survive to confuse the migrations.
    const sql = join(mkdtempSync(join(tmpdir(), 'prism-restore-')), 'restore.sql');
    try {
      await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', `--file=${sql}`, pgDump],
        config.database.url,
      );
      await runPgTool(
        'psql',
        [
          '--no-psqlrc',
          '--quiet',
          '--set=ON_ERROR_STOP=1',
          '--single-transaction',
          `--command=${RESET_SCHEMA}`,
          `--file=${sql}`,
        ],
        config.database.url,
      );
    } finally {
      rmSync(dirname(sql), { recursive: true, force: true });
    }
  } else {
    const target = config.database.path;
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix))
        renameSync(target + suffix, `${target}.before-restore-${stamp}${suffix}`);
    }
    copyFileSync(sqliteFile, target);
  }

  const { isValidObjectKey, contentTypeOfKey } = objectKeys();
  const keep = new Set();
  for (const file of filesUnder(mediaDir)) {
    const key = relative(mediaDir, file).split(sep).join('/');
    if (!isValidObjectKey(key)) {
      console.warn(`Skipped ${file}: not an object key the server writes`);
      continue;
    }
    await storage.put(key, readFileSync(file), contentTypes.get(key) ?? contentTypeOfKey(key));
    keep.add(key);
  }
  // Listed first, deleted after: deleting while paging through a listing may skip keys.
  const extra = [];
  for await (const { key } of storage.list('')) if (!keep.has(key)) extra.push(key);
  for (const key of extra) await storage.delete(key);
  console.log(
    `Restored ${kind} database and ${keep.size} media objects (${extra.length} removed) from ${dir}`,
  );
});
