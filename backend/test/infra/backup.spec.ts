/**
 * Backup and restore without Docker (infra/scripts/backup.mjs, restore.mjs), run as an
 * operator would, with the server's environment: PostgreSQL with media in S3 (s3rver),
 * and SQLite with media on disk. What changed after the backup is undone by the restore.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { User } from '../../src/users/user.entity';
import { postgresClientEnv } from '../support/postgres-binaries';
import { startServer, startTestApp, type TestApp } from '../support/test-app';
import { makeTempDir } from '../support/test-database';
import { repoPath } from './repo-files';

// Real processes and argon2 hashing on a shared, sometimes busy machine.
jest.setTimeout(300_000);

const run = promisify(execFile);

function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [repoPath('infra/scripts', name), ...args], {
    // pg_dump, pg_restore and psql of the same major as the test server, or newer.
    env: { ...postgresClientEnv(), ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    },
  );
}

const KEYS = {
  kept: 'portfolio/0123456789abcdef-01234567/640.webp',
  deletedLater: 'logos/fedcba9876543210-89abcdef/1.png',
  addedLater: 'logos/1111111111111111-22222222/1.png',
};

describe.each([
  ['postgres', 's3'],
  ['sqlite', 'disk'],
] as const)('backup and restore on %s with media on %s', (dialect, storageKind) => {
  let t: TestApp;
  const backups = makeTempDir('prism-backups-');
  let previousDialect: string | undefined;

  beforeAll(async () => {
    previousDialect = process.env.PRISM_TEST_DB;
    process.env.PRISM_TEST_DB = dialect;
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    backups.remove();
    process.env.PRISM_TEST_DB = previousDialect;
  });

  it('copies the database and every object, and puts them back', async () => {
    expect([t.dialect, t.storageKind]).toEqual([dialect, storageKind]);
    const editor = await t.newUser('editor');
    await t.storage.put(KEYS.kept, Buffer.from('kept bytes'), 'image/webp');
    await t.storage.put(KEYS.deletedLater, Buffer.from('deleted later'), 'image/png');

    const dest = join(backups.path, 'first');
    const backup = await script('backup.mjs', [dest], t.env);
    expect(backup.code).toBe(0);
    expect(backup.stderr).not.toMatch(/error/i);
    expect(backup.stdout).toContain(`${dialect} database, 2 media objects`);
    const manifest: unknown = JSON.parse(readFileSync(join(dest, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      database: {
        kind: dialect,
        file: dialect === 'postgres' ? 'database.dump' : 'database.sqlite',
      },
      media: {
        objects: 2,
        list: [
          { key: KEYS.deletedLater, contentType: 'image/png', size: 13 },
          { key: KEYS.kept, contentType: 'image/webp', size: 10 },
        ],
      },
    });
    expect(readFileSync(join(dest, 'media', ...KEYS.kept.split('/')), 'utf8')).toBe('kept bytes');

    // Life goes on after the backup...
    const admin = await t.newUser('admin');
    await t.storage.delete(KEYS.deletedLater);
    await t.storage.put(KEYS.addedLater, Buffer.from('added later'), 'image/png');
    await t.stop();

    // ...and the restore takes it back to the backup.
    const restore = await script('restore.mjs', [dest, '--yes'], t.env);
    expect(restore.code).toBe(0);
    expect(restore.stderr).not.toMatch(/error/i);
    expect(restore.stdout).toContain(
      `Restored ${dialect} database and 2 media objects (1 removed)`,
    );

    const restarted = await startServer(t.env);
    try {
      const users = await restarted.dataSource.getRepository(User).find({ order: { id: 'ASC' } });
      expect(users.map((u) => u.username)).toEqual(['owner', editor.username]);
      expect(users.map((u) => u.username)).not.toContain(admin.username);
      const signIn = await fetch(`${restarted.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: editor.username, password: editor.password }),
      });
      expect(signIn.status).toBe(200);

      const keys: string[] = [];
      for await (const { key } of t.storage.list('')) keys.push(key);
      expect(keys.sort()).toEqual([KEYS.deletedLater, KEYS.kept]);
      const restored = await t.storage.get(KEYS.deletedLater);
      expect(restored).toMatchObject({ contentType: 'image/png', size: 13 });
      expect(await text(restored!.body)).toBe('deleted later');
    } finally {
      await restarted.app.close();
    }
    if (dialect === 'sqlite') {
      // The database it replaced is kept beside it.
      expect(readdirSync(t.dataDir).some((f) => f.includes('.before-restore-'))).toBe(true);
    }
  });

  it('refuses a backup of the other database kind, and an unconfirmed restore', async () => {
    const dest = join(backups.path, 'other-kind');
    mkdirSync(join(dest, 'media'), { recursive: true });
    const otherFile = dialect === 'postgres' ? 'database.sqlite' : 'database.dump';
    writeFileSync(join(dest, otherFile), 'not used');
    const other = await script('restore.mjs', [dest, '--yes'], t.env);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(
      `This backup holds a ${dialect === 'postgres' ? 'sqlite' : 'postgres'} database`,
    );

    const unconfirmed = await script('restore.mjs', [join(backups.path, 'first')], t.env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('pass --yes');

    const notEmpty = await script('backup.mjs', [join(backups.path, 'first')], t.env);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('is not empty');
    expect(existsSync(join(backups.path, 'first', 'manifest.json'))).toBe(true);
  });
});
