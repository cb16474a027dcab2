/**
 * The scripts behind `make up`, `make backup` and `make restore`, and the bucket set-up, run
 * for real with a stand-in `docker` (or `mc`) on PATH (this machine has no Docker engine). The stand-in records
 * each call and answers as a healthy stack would; `docker compose exec -T postgres …`
 * runs the script's PostgreSQL command on a real server, so the dump and the
 * transactional restore are the real thing. Only the bucket copy (mc) is not exercised.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { User } from '../../src/users/user.entity';
import { startTestApp, type TestApp } from '../support/test-app';
import { makeTempDir } from '../support/test-database';
import { readRepoFile, repoPath } from './repo-files';

// Real processes and argon2 hashing on a shared, sometimes busy machine.
jest.setTimeout(300_000);

const run = promisify(execFile);

/** A `docker` that logs its arguments and plays a healthy stack. */
const STAND_IN = `#!/usr/bin/env bash
line="$*"
printf '%s\\n' "\${line//$'\\n'/ }" >> "$STAND_IN_LOG"
[ "$1" = compose ] || exit 2
shift
case "$1" in
  up) exit "\${STAND_IN_UP_EXIT:-0}" ;;
  ps) [ -n "\${STAND_IN_STACK_DOWN:-}" ] || echo "id-$*" ;;
  port) echo "127.0.0.1:3000" ;;
  exec)
    shift 3 # exec -T postgres
    args=() prev=
    for a in "$@"; do
      case "$prev" in
        --username) args+=("$STAND_IN_PGUSER") ;;
        --dbname) args+=("$STAND_IN_PGDATABASE") ;;
        *)
          a2=\${a//--username prism/--username $STAND_IN_PGUSER}
          args+=("\${a2//--dbname prism/--dbname $STAND_IN_PGDATABASE}") ;;
      esac
      prev=$a
    done
    exec "\${args[@]}" ;;
  *) exit 0 ;;
esac
`;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  calls: string[];
}

function makeRunner(env: Record<string, string>) {
  const bin = makeTempDir('prism-docker-');
  writeFileSync(join(bin.path, 'docker'), STAND_IN);
  chmodSync(join(bin.path, 'docker'), 0o755);
  const log = join(bin.path, 'calls.log');
  const runScript = async (script: string, args: string[], extra: Record<string, string> = {}) => {
    writeFileSync(log, '');
    const options = {
      env: {
        PATH: `${bin.path}:${process.env.PATH ?? ''}`,
        STAND_IN_LOG: log,
        ...env,
        ...extra,
      },
    };
    const outcome = await run('bash', [script, ...args], options).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: unknown) => {
        const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
        return { code, stdout, stderr };
      },
    );
    const calls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    return { ...outcome, calls } satisfies Outcome;
  };
  return { runScript, remove: () => bin.remove() };
}

describe('make up (infra/scripts/compose-up.sh)', () => {
  // A copy of the script in a scratch tree, so the test's .env stays out of the repository.
  const tree = makeTempDir('prism-up-');
  const script = join(tree.path, 'infra/scripts/compose-up.sh');
  const runner = makeRunner({});
  beforeAll(() => {
    mkdirSync(join(tree.path, 'infra/scripts'), { recursive: true });
    copyFileSync(repoPath('infra/scripts/compose-up.sh'), script);
  });
  afterAll(() => {
    tree.remove();
    runner.remove();
  });
  const writeEnv = (text: string) => writeFileSync(join(tree.path, '.env'), text);
  const filledIn = () =>
    readRepoFile('.env.example')
      .replace(/replace-with-[^\n]*/g, 'c0ffee'.repeat(8))
      .replace(/^PUBLIC_URL=.*$/m, 'PUBLIC_URL=https://www.agency.example');

  it('asks for a .env first', async () => {
    const out = await runner.runScript(script, []);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('cp .env.example .env');
    expect(out.calls).toEqual([]);
  });

  it('names every value still copied from .env.example, before building anything', async () => {
    writeEnv(readRepoFile('.env.example'));
    const out = await runner.runScript(script, []);
    expect(out.code).toBe(1);
    expect(
      out.stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^[A-Z0-9_]+$/.test(l)),
    ).toEqual([
      'JWT_SECRET',
      'AUDIENCE_SECRET',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
      'POSTGRES_PASSWORD',
      'MINIO_ROOT_PASSWORD',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(out.calls).toEqual([]);
  });

  it('builds, waits for health, then prints the address and how to sign in', async () => {
    writeEnv(filledIn());
    const out = await runner.runScript(script, []);
    expect(out).toMatchObject({ code: 0, stderr: '' });
    expect(out.calls).toEqual([
      'compose up --detach --build --wait --wait-timeout 300',
      'compose port haproxy 3000',
    ]);
    expect(out.stdout).toContain('On this host:  http://localhost:3000');
    expect(out.stdout).toContain('https://www.agency.example/admin/login');
    expect(out.stdout).toContain('as "admin"');
  });

  it('shows the services and the latest logs when the stack does not become healthy', async () => {
    writeEnv(filledIn());
    const out = await runner.runScript(script, [], { STAND_IN_UP_EXIT: '1' });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('did not become healthy');
    expect(out.calls.slice(1)).toEqual([
      'compose ps --all',
      'compose logs --tail 40 minio-init migrate backend frontend haproxy',
    ]);
  });
});

describe('the bucket set-up (infra/minio/init.sh, run by minio-init)', () => {
  const bin = makeTempDir('prism-mc-');
  const log = join(bin.path, 'calls.log');
  const policyCopy = join(bin.path, 'policy.json');
  beforeAll(() => {
    // A stand-in `mc`: logs its arguments, keeps the policy file, reports attached policies.
    writeFileSync(
      join(bin.path, 'mc'),
      `#!/bin/sh
echo "$*" >> "${log}"
case "$1 $2 $3" in
  "admin policy create") cp "$6" "${policyCopy}" ;;
  "admin user info") echo "AccessKey: $5"; echo "PolicyName: $ATTACHED" ;;
esac
`,
    );
    chmodSync(join(bin.path, 'mc'), 0o755);
  });
  afterAll(() => bin.remove());

  const runInit = (attached: string) => {
    writeFileSync(log, '');
    return run('sh', [repoPath('infra/minio/init.sh')], {
      env: {
        PATH: `${bin.path}:${process.env.PATH ?? ''}`,
        MINIO_ROOT_USER: 'root-user',
        MINIO_ROOT_PASSWORD: 'root-password',
        S3_BUCKET: 'prism-media',
        S3_ACCESS_KEY_ID: 'prism-backend',
        S3_SECRET_ACCESS_KEY: 'backend-secret',
        ATTACHED: attached,
      },
    });
  };

  it('creates a private bucket and a user limited to it', async () => {
    const { stdout } = await runInit('');
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
      'alias set prism http://minio:9000 root-user root-password',
      'mb --ignore-existing prism/prism-media',
      'anonymous set none prism/prism-media',
      'admin policy create prism prism-media /tmp/prism-media-policy.json',
      'admin user add prism prism-backend backend-secret',
      'admin user info prism prism-backend',
      'admin policy attach prism prism-media --user prism-backend',
    ]);
    expect(stdout).toContain('Bucket prism-media ready');
    const policy = JSON.parse(readFileSync(policyCopy, 'utf8')) as {
      Statement: Array<{ Action: string[]; Resource: string[] }>;
    };
    expect(policy.Statement).toEqual([
      expect.objectContaining({
        Action: ['s3:GetBucketLocation', 's3:ListBucket'],
        Resource: ['arn:aws:s3:::prism-media'],
      }),
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Resource: ['arn:aws:s3:::prism-media/*'],
      }),
    ]);
  });

  it('can run again: an attached policy is not attached twice', async () => {
    await runInit('prism-media');
    expect(readFileSync(log, 'utf8')).not.toContain('admin policy attach');
  });
});

describe('make backup and make restore (compose-backup.sh, compose-restore.sh)', () => {
  let t: TestApp;
  let runner: ReturnType<typeof makeRunner>;
  const backups = makeTempDir('prism-compose-backups-');
  let previousDialect: string | undefined;

  beforeAll(async () => {
    previousDialect = process.env.PRISM_TEST_DB;
    process.env.PRISM_TEST_DB = 'postgres';
    t = await startTestApp();
    const url = new URL(t.env.DATABASE_URL!);
    runner = makeRunner({
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGPASSWORD: decodeURIComponent(url.password),
      STAND_IN_PGUSER: decodeURIComponent(url.username),
      STAND_IN_PGDATABASE: url.pathname.slice(1),
    });
  });
  afterAll(async () => {
    await t.close();
    runner.remove();
    backups.remove();
    process.env.PRISM_TEST_DB = previousDialect;
  });

  const usernames = async () =>
    (await t.dataSource.getRepository(User).find({ order: { id: 'ASC' } })).map((u) => u.username);

  it('refuses to back up a stack that is not running', async () => {
    const out = await runner.runScript(
      repoPath('infra/scripts/compose-backup.sh'),
      [join(backups.path, 'x')],
      {
        STAND_IN_STACK_DOWN: '1',
      },
    );
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('must be running (make up)');
  });

  it('dumps the database with pg_dump and restores it in one transaction', async () => {
    const editor = await t.newUser('editor');
    const dest = join(backups.path, 'stack');
    const backup = await runner.runScript(repoPath('infra/scripts/compose-backup.sh'), [dest]);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.calls[2]).toBe(
      'compose exec -T postgres pg_dump --username prism --dbname prism --format custom --no-owner --no-privileges',
    );
    expect(backup.calls[3]).toMatch(
      /^compose run --rm --no-deps -T --user \d+:\d+ --volume \S+\/media:\/backup --entrypoint \/bin\/sh minio-init -c/,
    );
    expect(readFileSync(join(dest, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
    expect(JSON.parse(readFileSync(join(dest, 'manifest.json'), 'utf8'))).toMatchObject({
      source: 'docker compose',
      database: { kind: 'postgres', file: 'database.dump' },
      media: { dir: 'media', objects: 0 },
    });

    const later = await t.newUser('admin');
    expect(await usernames()).toEqual(['owner', editor.username, later.username]);

    const restore = await runner.runScript(repoPath('infra/scripts/compose-restore.sh'), [dest], {
      CONFIRM: 'yes',
    });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.calls.map((c) => c.split(' -c ')[0]!.split(' ').slice(0, 4).join(' '))).toEqual([
      'compose up --detach --wait',
      'compose run --rm minio-init',
      'compose stop frontend backend',
      'compose exec -T postgres',
      'compose run --rm --no-deps',
      'compose up --detach --wait',
    ]);
    expect(await usernames()).toEqual(['owner', editor.username]);
  });

  it('changes nothing when the backup is missing or the answer is not yes', async () => {
    const usage = await runner.runScript(repoPath('infra/scripts/compose-restore.sh'), []);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage: make restore BACKUP=backups/<timestamp>');
    const declined = await runner.runScript(repoPath('infra/scripts/compose-restore.sh'), [
      join(backups.path, 'stack'),
    ]);
    expect(declined.code).toBe(1);
    expect(declined.stderr).toContain('set CONFIRM=yes');
    expect(declined.calls).toEqual([]);
  });
});
