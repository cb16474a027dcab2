// @ts-check
// The HAProxy the cluster test (backend/test/cluster) puts in front of the copies, found in
// this order: HAPROXY_PATH; the system's haproxy (PATH or /usr/sbin/haproxy); otherwise
// Debian bookworm's package and the libraries it links to, downloaded over HTTP from
// Debian's archive, each file checked against the archive's SHA-256, and unpacked once
// with dpkg-deb (no root) into .cache/haproxy/<version>/ inside the project (ADR 067).
// PRISM_TEST_HAPROXY=debian takes the archive's even where the system has one. Async (it
// may download): the Jest global setup awaits it. Plain CommonJS with its types beside it.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { isExecutable } = require('./executable.cjs');
const { gunzipSync } = require('node:zlib');

const CACHE_ROOT = path.resolve(__dirname, '../.cache/haproxy');
const SYSTEM_HAPROXY = '/usr/sbin/haproxy';
/** haproxy and what it links to that a slim system lacks (libssl, libpcre2 are everywhere). */
const PACKAGES = ['haproxy', 'liblua5.3-0', 'libopentracing-c-wrapper0', 'libopentracing1'];
/** Debian's indexes, main archive and security fixes; the highest version wins. */
const INDEXES = [
  ['http://deb.debian.org/debian/', 'dists/bookworm/main/binary-amd64/Packages.gz'],
  ['http://deb.debian.org/debian/', 'dists/bookworm-updates/main/binary-amd64/Packages.gz'],
  // The security suite publishes its index compressed with xz only: read with the
  // system's xz (dpkg's own dependency), skipped where there is none.
  [
    'http://deb.debian.org/debian-security/',
    'dists/bookworm-security/main/binary-amd64/Packages.xz',
  ],
];

/** @param {NodeJS.ProcessEnv} env @returns {string | null} */
function onPath(env) {
  for (const dir of (env.PATH ?? '').split(':')) {
    if (dir && isExecutable(path.join(dir, 'haproxy'))) return path.join(dir, 'haproxy');
  }
  return null;
}

/**
 * Which HAProxy the lookup picks, downloading nothing.
 * @param {{ env?: NodeJS.ProcessEnv, executable?: (file: string) => boolean }} [options]
 * @returns {{ source: 'HAPROXY_PATH' | 'system' | 'debian', path?: string }}
 */
function findHaproxy({ env = process.env, executable = isExecutable } = {}) {
  if (env.HAPROXY_PATH) return { source: 'HAPROXY_PATH', path: env.HAPROXY_PATH };
  if (env.PRISM_TEST_HAPROXY !== 'debian') {
    const found = onPath(env) ?? (executable(SYSTEM_HAPROXY) ? SYSTEM_HAPROXY : null);
    if (found) return { source: 'system', path: found };
  }
  return { source: 'debian' };
}

/**
 * dpkg's version order (epoch, upstream, revision; `~` before anything, letters before
 * other characters), enough to pick the newest of a package's entries.
 * @param {string} a @param {string} b @returns {number}
 */
function compareDebianVersions(a, b) {
  /** @param {string} v */
  const split = (v) => {
    const colon = v.indexOf(':');
    const epoch = colon === -1 ? 0 : Number(v.slice(0, colon));
    const rest = colon === -1 ? v : v.slice(colon + 1);
    const dash = rest.lastIndexOf('-');
    return [
      epoch,
      dash === -1 ? rest : rest.slice(0, dash),
      dash === -1 ? '' : rest.slice(dash + 1),
    ];
  };
  /** @param {string} c */
  const order = (c) =>
    c === '~' ? -1 : c === '' ? 0 : /[A-Za-z]/.test(c) ? c.charCodeAt(0) : c.charCodeAt(0) + 256;
  /** @param {string} x @param {string} y */
  const part = (x, y) => {
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      while ((i < x.length && !/\d/.test(x[i] ?? '')) || (j < y.length && !/\d/.test(y[j] ?? ''))) {
        const cx = i < x.length && !/\d/.test(x[i] ?? '') ? (x[i] ?? '') : '';
        const cy = j < y.length && !/\d/.test(y[j] ?? '') ? (y[j] ?? '') : '';
        if (order(cx) !== order(cy)) return order(cx) - order(cy);
        if (cx) i += 1;
        if (cy) j += 1;
      }
      let nx = '';
      let ny = '';
      while (i < x.length && /\d/.test(x[i] ?? '')) nx += x[i++];
      while (j < y.length && /\d/.test(y[j] ?? '')) ny += y[j++];
      const d = Number(nx || 0) - Number(ny || 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const [ea, ua, ra] = split(a);
  const [eb, ub, rb] = split(b);
  if (ea !== eb) return Number(ea) - Number(eb);
  return part(String(ua), String(ub)) || part(String(ra), String(rb));
}

/** @param {Buffer} bytes @returns {string | null} */
function unxz(bytes) {
  try {
    return execFileSync('xz', ['-dc'], { input: bytes, maxBuffer: 1 << 28 }).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The newest entry of each wanted package across the indexes: where to download it and
 * its SHA-256.
 * @returns {Promise<Map<string, { version: string, url: string, sha256: string }>>}
 */
async function newestEntries() {
  /** @type {Map<string, { version: string, url: string, sha256: string }>} */
  const newest = new Map();
  for (const [base, index] of INDEXES) {
    const response = await fetch(`${base}${index}`, { signal: AbortSignal.timeout(120_000) });
    // A missing suite (bookworm-updates may be empty) leaves the others.
    if (!response.ok) continue;
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = index.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : unxz(bytes);
    if (text === null) continue;
    for (const stanza of text.split('\n\n')) {
      const field = (/** @type {string} */ name) =>
        new RegExp(`^${name}: (.+)$`, 'm').exec(stanza)?.[1]?.trim();
      const name = field('Package');
      if (!name || !PACKAGES.includes(name)) continue;
      const version = field('Version');
      const filename = field('Filename');
      const sha256 = field('SHA256');
      if (!version || !filename || !sha256) continue;
      const seen = newest.get(name);
      if (!seen || compareDebianVersions(version, seen.version) > 0) {
        newest.set(name, { version, url: `${base}${filename}`, sha256 });
      }
    }
  }
  for (const name of PACKAGES) {
    if (!newest.has(name)) throw new Error(`Debian's archive lists no ${name} for bookworm`);
  }
  return newest;
}

/**
 * The archive's HAProxy unpacked in the cache (downloaded and unpacked on first use, the
 * time it took in `unpackMs`); later runs find the newest unpacked one there.
 * @returns {Promise<{ root: string, unpackMs: number | null }>}
 */
async function unpackedDebianHaproxy() {
  const cached = existsSync(CACHE_ROOT)
    ? require('node:fs')
        .readdirSync(CACHE_ROOT)
        .filter((v) => !v.includes('.partial-'))
        .filter((v) => existsSync(path.join(CACHE_ROOT, v, 'usr/sbin/haproxy')))
        .sort(compareDebianVersions)
    : [];
  const last = cached[cached.length - 1];
  if (last) return { root: path.join(CACHE_ROOT, last), unpackMs: null };
  const started = Date.now();
  const entries = await newestEntries();
  const version = String(entries.get('haproxy')?.version).replace(/[^A-Za-z0-9.+~-]/g, '_');
  const root = path.join(CACHE_ROOT, version);
  const partial = `${root}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'debs'), { recursive: true });
  for (const [name, entry] of entries) {
    const response = await fetch(entry.url, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`${entry.url}: HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== entry.sha256) {
      throw new Error(`${entry.url}: SHA-256 ${sha256}, the index says ${entry.sha256}`);
    }
    const deb = path.join(partial, 'debs', `${name}.deb`);
    writeFileSync(deb, bytes);
    execFileSync('dpkg-deb', ['-x', deb, partial]);
  }
  rmSync(path.join(partial, 'debs'), { recursive: true, force: true });
  // Whole or not at all: a run stopped half-way leaves only a .partial folder behind.
  if (existsSync(path.join(root, 'usr/sbin/haproxy')))
    rmSync(partial, { recursive: true, force: true });
  else {
    rmSync(root, { recursive: true, force: true });
    renameSync(partial, root);
  }
  return { root, unpackMs: Date.now() - started };
}

/**
 * The HAProxy to run: its path, where it came from, the environment it needs and how long
 * the first download and unpack took (null when nothing was unpacked).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ path: string, source: string, env: Record<string, string>, unpackMs: number | null }>}
 */
async function haproxyForTests(env = process.env) {
  const found = findHaproxy({ env });
  if (found.path) return { path: found.path, source: found.source, env: {}, unpackMs: null };
  const { root, unpackMs } = await unpackedDebianHaproxy();
  return {
    path: path.join(root, 'usr/sbin/haproxy'),
    source: `debian (bookworm's package in ${root})`,
    env: { LD_LIBRARY_PATH: path.join(root, 'usr/lib/x86_64-linux-gnu') },
    unpackMs,
  };
}

module.exports = { findHaproxy, haproxyForTests, compareDebianVersions };
