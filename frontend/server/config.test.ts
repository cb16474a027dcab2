// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIENCE_SECRET_FILE } from '@prism/contracts/server-config';
import { closeApp, createApp } from './app';
import { loadConfig } from './config';

// One folder per file, removed after it: each test's data folder is made inside.
const root = mkdtempSync(join(tmpdir(), 'prism-site-config-'));
const dataDir = () => mkdtempSync(join(root, 'data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('AUDIENCE_COUNTING', () => {
  // Nothing is rendered here: the app is only assembled.
  const build = () => Promise.reject(new Error('no render in this test'));

  it('mounts the counter by default, and none at all with false', async () => {
    const on = createApp({ config: loadConfig({ DATA_DIR: dataDir() }), build });
    expect(on.locals.audience).toBeDefined();
    const config = loadConfig({ DATA_DIR: dataDir(), AUDIENCE_COUNTING: 'false' });
    expect(config.audience.counting).toBe(false);
    const off = createApp({ config, build });
    expect(off.locals.audience).toBeUndefined();
    await Promise.all([closeApp(on), closeApp(off)]);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ AUDIENCE_COUNTING: 'off' })).toThrow(
      'AUDIENCE_COUNTING: must be true or false',
    );
  });
});

describe('AUDIENCE_SECRET', () => {
  it('unset, is the one under DATA_DIR the API reads too, made by whichever starts first', () => {
    const dir = dataDir();
    const secret = loadConfig({ DATA_DIR: dir }).audience.secret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, AUDIENCE_SECRET_FILE), 'utf8').trim()).toBe(secret);
    expect(loadConfig({ DATA_DIR: dir }).audience.secret).toBe(secret);
    expect(loadConfig({ DATA_DIR: dataDir() }).audience.secret).not.toBe(secret);
  });

  it('set, is used as it is', () => {
    const secret = 'a-secret-set-by-the-operator';
    expect(loadConfig({ DATA_DIR: dataDir(), AUDIENCE_SECRET: secret }).audience.secret).toBe(
      secret,
    );
  });
});

describe('PAGE_CACHE_MAX_MB', () => {
  it('sizes the page cache in megabytes, 64 by default', () => {
    expect(loadConfig({ AUDIENCE_SECRET: 'a-test-secret-of-the-site' }).pageCacheBytes).toBe(
      64 * 1024 * 1024,
    );
    expect(
      loadConfig({ AUDIENCE_SECRET: 'a-test-secret-of-the-site', PAGE_CACHE_MAX_MB: '24' })
        .pageCacheBytes,
    ).toBe(24 * 1024 * 1024);
  });

  it('refuses anything but a whole number from 1 to 4096, naming the variable', () => {
    for (const value of ['0', '1.5', 'lots', '5000']) {
      expect(() =>
        loadConfig({ AUDIENCE_SECRET: 'a-test-secret-of-the-site', PAGE_CACHE_MAX_MB: value }),
      ).toThrow('PAGE_CACHE_MAX_MB: must be a whole number of megabytes between 1 and 4096');
    }
  });
});
