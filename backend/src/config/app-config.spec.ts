import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { AUDIENCE_SECRET_FILE, ConfigError, dataDirSecret } from '@prism/contracts/server-config';
import { DEMO_ADMIN, EXAMPLE_VALUE_MARKER, loadConfig } from './app-config';

// One folder per file, removed after it: each test's data folder is made inside.
const root = mkdtempSync(join(tmpdir(), 'prism-config-'));
const dataDir = () => mkdtempSync(join(root, 'data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const SECRET = 'x'.repeat(40);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs embedded with no configuration: SQLite under DATA_DIR, demo owner, demo mode', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.database).toEqual({ type: 'sqlite', path: join(dir, 'prism.sqlite') });
    expect(config.port).toBe(3001);
    expect(config.host).toBe('127.0.0.1');
    expect(config.admin).toEqual({ ...DEMO_ADMIN, email: null });
    expect(config.demoMode).toBe(true);
    expect(config.cookieSecure).toBe(false);
  });

  it('generates a JWT secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('generates the audience secret once under DATA_DIR, where the site server reads it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).audienceSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, AUDIENCE_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The site's config (frontend/server/config.ts) reads it with the same function.
    expect(dataDirSecret(dir, AUDIENCE_SECRET_FILE)).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: SECRET })).toMatchObject(
      { audienceSecret: first },
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).audienceSecret).not.toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUDIENCE_SECRET: SECRET }).audienceSecret).toBe(SECRET);
  });

  it('gives processes starting together one audience secret: the first made wins whole', async () => {
    const dir = dataDir();
    const script = `process.stdout.write(require('@prism/contracts/server-config').dataDirSecret(${JSON.stringify(dir)}, 'audience-secret'))`;
    const run = promisify(execFile);
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => run(process.execPath, ['-e', script], { cwd: __dirname })),
    );
    const distinct = new Set(secrets.map((s) => s.stdout));
    expect(distinct.size).toBe(1);
    expect([...distinct][0]).toBe(readFileSync(join(dir, AUDIENCE_SECRET_FILE), 'utf8').trim());
  });

  it('refuses a secret file too short to be one it made', () => {
    const dir = dataDir();
    writeFileSync(join(dir, AUDIENCE_SECRET_FILE), 'short\n');
    expect(problemsOf({ DATA_DIR: dir })).toEqual([
      `${join(dir, AUDIENCE_SECRET_FILE)}: not a generated secret; delete it to make a new one`,
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.database).toEqual({ type: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it('names every bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DB_MIGRATE_ON_START: 'maybe',
      JWT_SECRET: 'short',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'DB_MIGRATE_ON_START',
      'JWT_SECRET',
      'PORT',
    ]);
  });

  it('requires a JWT secret in production, with demo mode and demo seed off by default', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toContain(
      'JWT_SECRET: required in production',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: SECRET,
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'a-real-password',
    });
    expect(config.demoMode).toBe(false);
    expect(config.seedDemoContent).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it('refuses the demo password in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: DEMO_ADMIN.password,
      }),
    ).toContain('ADMIN_PASSWORD: the demo password cannot be used in production');
  });

  it('refuses placeholder values from .env.example in production, whatever the variable', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: `${EXAMPLE_VALUE_MARKER}output-of-openssl-rand-hex-32`,
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: `${EXAMPLE_VALUE_MARKER}a-long-password`,
    });
    expect(problems).toEqual([
      'JWT_SECRET: still the placeholder from .env.example; set a real value',
      'ADMIN_PASSWORD: still the placeholder from .env.example; set a real value',
    ]);
  });

  it('refuses to run in production on .env.example as shipped', () => {
    const example = parseEnv(readFileSync(join(__dirname, '../../../.env.example'), 'utf8'));
    const problems = problemsOf({ ...example, NODE_ENV: 'production', DATA_DIR: dataDir() });
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY']) {
      expect(problems).toContain(
        `${name}: still the placeholder from .env.example; set a real value`,
      );
    }
  });

  it('logs JSON in production and pretty lines elsewhere, unless LOG_FORMAT says', () => {
    const prod = { NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: SECRET };
    expect(loadConfig(prod).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir() }).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(problemsOf({ LOG_FORMAT: 'xml' })[0]).toMatch(/^LOG_FORMAT: /);
  });

  it('bounds the shutdown grace period', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownGraceSeconds).toBe(10);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '0' })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS: /);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '301' })[0]).toMatch(/at most 300/);
  });

  it('bounds the delay before a shutdown closes the listener (0: none)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDelaySeconds).toBe(0);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: '3' }).shutdownDelaySeconds,
    ).toBe(3);
    expect(problemsOf({ SHUTDOWN_DELAY_SECONDS: '-1' })[0]).toMatch(/^SHUTDOWN_DELAY_SECONDS: /);
    expect(problemsOf({ SHUTDOWN_DELAY_SECONDS: '61' })[0]).toMatch(/at most 60/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).port).toBe(3001);
  });
});
