#!/usr/bin/env node
// Backup without Docker: `node infra/scripts/backup.mjs [directory]`, run with the server's
// environment. Copies the database (PostgreSQL via pg_dump, or the SQLite file through
// SQLite's online backup) and every media object (MEDIA_DIR or the S3 bucket, through the
// backend's own storage code) into the directory, by default backups/<UTC timestamp>/.
// The server may keep running. The compose stack has `make backup` instead.
import { mkdirSync, readdirSync, writeFileSync, createWriteStream, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  LAYOUT,
  loadServerConfig,
  openObjectStorage,
  openSqlite,
  runCli,
  runPgTool,
} from './backup-lib.mjs';

runCli(async () => {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const dest = resolve(process.argv[2] ?? join('backups', stamp));
  if (existsSync(dest) && readdirSync(dest).length > 0) {
    throw new Error(`${dest} is not empty; choose another directory`);
  }
  mkdirSync(join(dest, LAYOUT.media), { recursive: true });
  const config = loadServerConfig();

  let database;
  if (config.database.type === 'postgres') {
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dest, LAYOUT.postgres)}`],
      config.database.url,
    );
    database = { kind: 'postgres', file: LAYOUT.postgres };
  } else {
    const db = openSqlite(config.database.path, { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(dest, LAYOUT.sqlite));
    } finally {
      db.close();
    }
    database = { kind: 'sqlite', file: LAYOUT.sqlite };
  }

  const storage = openObjectStorage(config);
  const objects = [];
  for await (const { key } of storage.list('')) {
    const object = await storage.get(key);
    if (!object) continue; // deleted while we listed
    const file = join(dest, LAYOUT.media, ...key.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    objects.push({ key, contentType: object.contentType, size: object.size });
  }
  objects.sort((a, b) => a.key.localeCompare(b.key));

  const manifest = {
    createdAt: new Date().toISOString(),
    source: storage.description,
    database,
    media: { dir: LAYOUT.media, objects: objects.length, list: objects },
  };
  writeFileSync(join(dest, LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Backup written to ${dest}: ${database.kind} database, ${objects.length} media objects`,
  );
});
