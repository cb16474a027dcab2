// @ts-check
// The Chromium the browser tests (Playwright) and Lighthouse drive, found in this order:
// CHROMIUM_PATH; the system's /usr/bin/chromium; otherwise the build published on the npm
// registry (@sparticuz/chromium), unpacked once into .cache/ inside the project (ADR 039).
// PRISM_TEST_CHROMIUM=npm takes the npm build even where the system has one. Plain
// CommonJS with its types beside it (chromium.d.cts): Jest, Playwright and the benchmark
// all load it.
const { execFileSync, spawnSync } = require('node:child_process');
const {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { isExecutable } = require('./executable.cjs');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CACHE_ROOT = path.resolve(__dirname, '../.cache/chromium');

/**
 * Which Chromium the lookup picks, without unpacking anything.
 * @param {{ env?: NodeJS.ProcessEnv, executable?: (file: string) => boolean, systemPath?: string }} [options]
 * @returns {{ source: 'CHROMIUM_PATH' | 'system' | 'npm', path?: string }}
 */
function findChromium({
  env = process.env,
  executable = isExecutable,
  systemPath = SYSTEM_CHROMIUM,
} = {}) {
  if (env.CHROMIUM_PATH) return { source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH };
  if (env.PRISM_TEST_CHROMIUM !== 'npm' && executable(systemPath)) {
    return { source: 'system', path: systemPath };
  }
  return { source: 'npm' };
}

/**
 * The npm build's folder in the cache, unpacked on first use (the time it took is in
 * `unpackMs`); later runs find it there.
 * @returns {{ dir: string, unpackMs: number | null }}
 */
function unpackedNpmChromium() {
  const root = packageRoot(require.resolve('@sparticuz/chromium'));
  const manifest = path.join(root, 'package.json');
  const version = /** @type {{ version: string }} */ (JSON.parse(readFileSync(manifest, 'utf8')))
    .version;
  const dir = path.join(CACHE_ROOT, version);
  if (existsSync(path.join(dir, 'chromium'))) return { dir, unpackMs: null };
  const started = Date.now();
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // The package unpacks into the temporary folder: point that at ours. It unpacks the
  // browser, its fonts and SwiftShader; the Amazon Linux libraries are for machines that
  // lack the system ones (see chromiumForTests).
  // Its unpacker is not among its exports: loaded from its file.
  const lambdafs = pathToFileURL(path.join(root, 'build', 'esm', 'lambdafs.js')).href;
  const script = `
    const { default: chromium } = await import('@sparticuz/chromium');
    const { inflate } = await import(${JSON.stringify(lambdafs)});
    const { join } = await import('node:path');
    await chromium.executablePath();
    await inflate(join(${JSON.stringify(root)}, 'bin', 'al2023.tar.br'));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, TMPDIR: partial },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Unpacking @sparticuz/chromium failed');
  // Whole or not at all: a run stopped half-way leaves only a .partial folder behind.
  if (existsSync(path.join(dir, 'chromium'))) rmSync(partial, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  return { dir, unpackMs: Date.now() - started };
}

/**
 * The package's folder: the nearest one above its entry (build/cjs/index.cjs) whose
 * package.json names it (its build folders hold package.json files of their own).
 * @param {string} entry
 * @returns {string}
 */
function packageRoot(entry) {
  let dir = path.dirname(entry);
  while (manifestName(path.join(dir, 'package.json')) !== '@sparticuz/chromium') {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${entry}`);
    dir = parent;
  }
  return dir;
}

/** @param {string} file @returns {string | undefined} */
function manifestName(file) {
  if (!existsSync(file)) return undefined;
  return /** @type {{ name?: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).name;
}

/** @param {string} binary @returns {boolean} */
function missesSystemLibraries(binary) {
  try {
    return /not found/.test(execFileSync('ldd', [binary], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

/**
 * The browser to launch: its path, where it came from, the environment it needs, and how
 * long unpacking it took (null when nothing was unpacked).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ path: string, source: string, env: Record<string, string>, unpackMs: number | null }}
 */
function chromiumForTests(env = process.env) {
  const found = findChromium({ env });
  if (found.path) return { path: found.path, source: found.source, env: {}, unpackMs: null };
  const { dir, unpackMs } = unpackedNpmChromium();
  const binary = path.join(dir, 'chromium');
  // The package's fonts.conf names Lambda's folders; ours names the fonts it unpacked,
  // after the system's own where there are any (the page's text must find a font, or
  // the renderer crashes).
  const fontsConf = path.join(dir, 'fonts.conf');
  if (!existsSync(fontsConf)) {
    writeFileSync(
      fontsConf,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>\n` +
        `  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
  }
  /** @type {Record<string, string>} */
  const browserEnv = { FONTCONFIG_FILE: fontsConf };
  // Only where the system lacks a library the browser needs: the packaged ones are built
  // for Amazon Linux and should not shadow a system's own.
  if (missesSystemLibraries(binary)) {
    browserEnv.LD_LIBRARY_PATH = [path.join(dir, 'al2023', 'lib'), env.LD_LIBRARY_PATH]
      .filter(Boolean)
      .join(':');
  }
  return {
    path: binary,
    source: `npm (@sparticuz/chromium in ${dir})`,
    env: browserEnv,
    unpackMs,
  };
}

module.exports = { findChromium, chromiumForTests };
