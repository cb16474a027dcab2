/**
 * The lookup order of the programs the tests take from the system or from npm (ADR 039):
 * the system's PostgreSQL and Chromium when present, the npm registry's when absent or
 * when PRISM_TEST_PG=npm / PRISM_TEST_CHROMIUM=npm ask for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from '../../../scripts/chromium.cjs';
import { findPostgresServer } from '../support/postgres-binaries';
import { makeTempDir } from '../support/test-database';

describe('PostgreSQL binaries for the tests', () => {
  const root = makeTempDir('prism-pg-lookup-');
  const systemRoot = join(root.path, 'postgresql');
  const noPgConfig = () => null;
  beforeAll(() => {
    for (const major of ['14', '16']) {
      mkdirSync(join(systemRoot, major, 'bin'), { recursive: true });
      writeFileSync(join(systemRoot, major, 'bin', 'initdb'), '');
    }
  });
  afterAll(() => root.remove());

  it("picks the system's newest major when present", () => {
    expect(findPostgresServer({ env: {}, systemRoot, pgConfigBinDir: noPgConfig })).toEqual({
      source: 'system',
      serverDir: join(systemRoot, '16', 'bin'),
    });
  });

  it("falls back to pg_config's folder, then to npm", () => {
    const elsewhere = join(root.path, 'nowhere');
    const pgConfigDir = join(systemRoot, '14', 'bin');
    expect(
      findPostgresServer({ env: {}, systemRoot: elsewhere, pgConfigBinDir: () => pgConfigDir }),
    ).toEqual({ source: 'system', serverDir: pgConfigDir });
    expect(
      findPostgresServer({ env: {}, systemRoot: elsewhere, pgConfigBinDir: noPgConfig }),
    ).toEqual({ source: 'npm' });
  });

  it('takes npm when asked, and PG_BIN over everything', () => {
    const env = { PRISM_TEST_PG: 'npm' };
    expect(findPostgresServer({ env, systemRoot, pgConfigBinDir: noPgConfig })).toEqual({
      source: 'npm',
    });
    expect(findPostgresServer({ env: { ...env, PG_BIN: '/opt/pg/bin' }, systemRoot })).toEqual({
      source: 'PG_BIN',
      serverDir: '/opt/pg/bin',
    });
  });
});

describe('Chromium for the browser tests', () => {
  const systemPath = '/usr/bin/chromium';
  const present = (file: string) => file === systemPath;
  const absent = () => false;

  it("picks the system's when present, npm's when absent", () => {
    expect(findChromium({ env: {}, executable: present, systemPath })).toEqual({
      source: 'system',
      path: systemPath,
    });
    expect(findChromium({ env: {}, executable: absent, systemPath })).toEqual({ source: 'npm' });
  });

  it('takes npm when asked, and CHROMIUM_PATH over everything', () => {
    const env = { PRISM_TEST_CHROMIUM: 'npm' };
    expect(findChromium({ env, executable: present, systemPath })).toEqual({ source: 'npm' });
    expect(
      findChromium({ env: { ...env, CHROMIUM_PATH: '/opt/chrome' }, executable: present }),
    ).toEqual({ source: 'CHROMIUM_PATH', path: '/opt/chrome' });
  });
});
