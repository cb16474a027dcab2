// A database of issue 47's big set (or the small one) to work on, without the whole scale
// section (ADR 094):
// `seed` makes the schema with the production API (backend/dist) and writes the set as the
// section does (lib/scale-seed.mjs); `time` starts the API on that database again (its
// migrations run first) and times some staff calls at one connection, with the API's CPU
// time per call read from /proc (and on PostgreSQL its server processes'). The database
// stays for EXPLAIN, a later build, another `time`.
//
//   node bench/scale-db.mjs seed --dir=/tmp/big [--database-url=postgres://…/big] [--scale-factor=1 | --small]
//   node bench/scale-db.mjs time --dir=/tmp/big [--database-url=…] [--count=30] [path …]
//     [--against-dir=/tmp/small [--against-url=…]]: each call on both databases in turns,
//     request by request (as the scale section does), and the ratio of their p99; the path
//     `POST /api/contact` submits a lead as the section does
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_ENCODING } from './lib/load.mjs';
import { freePort, startNode, stop, waitForOk } from './lib/proc.mjs';
import { bigSet, leadSubmission, SCALE_SETS, uploadPicture } from './lib/scale.mjs';
import {
  openDatabase,
  seedLeads,
  seedLogos,
  seedPageViews,
  seedProjects,
} from './lib/scale-seed.mjs';
import { signIn } from './lib/seed.mjs';

const backendDir = path.resolve(import.meta.dirname, '../backend');

/** The calls timed when none are named: the staff calls that grow with the data. */
const CALLS = [
  '/api/contact/unread-count',
  '/api/contact',
  '/api/contact?status=unread',
  '/api/contact?q=%C3%A9rabli%C3%A8re',
  '/api/contact?q=erabliere',
  '/api/portfolio-health',
  '/api/admin/audience',
];

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    'scale-factor': { type: 'string', default: '1' },
    small: { type: 'boolean', default: false },
    count: { type: 'string', default: '30' },
    'against-dir': { type: 'string' },
    'against-url': { type: 'string' },
  },
});
const [command, ...paths] = positionals;
if (!values.dir || !['seed', 'time'].includes(command)) {
  console.error('usage: scale-db.mjs seed|time --dir=<dir> [--database-url=<postgres url>]');
  process.exit(2);
}
const log = (text) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/** The production API on the database; the owner is made on the first start. */
async function startApi(dir, databaseUrl) {
  mkdirSync(dir, { recursive: true });
  const ownerFile = path.join(dir, 'owner.json');
  let owner;
  try {
    owner = JSON.parse(readFileSync(ownerFile, 'utf8'));
  } catch {
    owner = { username: 'bench-owner', password: randomBytes(12).toString('hex') };
    writeFileSync(ownerFile, JSON.stringify(owner));
  }
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = startNode('API', 'dist/main.js', {
    cwd: backendDir,
    logFile: path.join(dir, 'api.log'),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUDIENCE_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: owner.username,
      ADMIN_PASSWORD: owner.password,
      SEED_DEMO_CONTENT: 'false',
      COOKIE_SECURE: 'false',
      LOGIN_MAX_PER_IP: '1000',
      CONTACT_MAX_PER_IP: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  await waitForOk(api, `${apiUrl}/api/health`, 600_000);
  const cookie = await signIn(apiUrl, owner.username, owner.password);
  return { api, apiUrl, cookie };
}

async function seed(stack, dir, databaseUrl) {
  const size = values.small ? SCALE_SETS.small : bigSet(Number(values['scale-factor']));
  const image = await uploadPicture(stack, 800, 1000);
  const { to: today } = await (
    await fetch(`${stack.apiUrl}/api/admin/audience`, { headers: { cookie: stack.cookie } })
  ).json();
  const db = await openDatabase(
    databaseUrl ? 'postgres' : 'sqlite',
    databaseUrl ?? path.join(dir, 'prism.sqlite'),
  );
  try {
    for (const [name, work] of [
      ['projects', () => seedProjects(db, size.projects, [image])],
      ['logos', () => seedLogos(db, size.logos)],
      ['leads', () => seedLeads(db, size.leads)],
      [
        'page views',
        () => seedPageViews(db, { views: size.pageViews, projects: size.projects, today }),
      ],
    ]) {
      log(`seeding ${name}`);
      await work();
    }
    if (db.kind === 'postgres') await db.run('VACUUM ANALYZE');
    else await db.run('ANALYZE');
  } finally {
    await db.close();
  }
  log(`seeded ${JSON.stringify(size)}`);
}

/** The CPU time (user + system) of a process so far, in ms (/proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The CPU time so far of the PostgreSQL processes serving a database's other clients (the
 * API's), by pid, read from /proc; null on SQLite, whose work is the API's own CPU.
 */
async function databaseCpu(stack) {
  if (!stack.db) return null;
  const rows = await stack.db.all(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );
  const cpu = new Map();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      // Gone since: its time is lost with it.
    }
  }
  return cpu;
}

/** The database's CPU between two readings of `databaseCpu`, in ms. */
const databaseCpuSpent = (before, after) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/**
 * Each call `count` times a side after one warm-up, the sides in turns: p50, p99, API CPU
 * per call and, on PostgreSQL, its server processes' CPU per call (on a loaded machine the
 * CPU a call costs is steadier than its latency).
 */
async function time(stacks) {
  const count = Number(values.count);
  const rank = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const ms = (v) => `${v.toFixed(1)} ms`;
  for (const call of paths.length > 0 ? paths : CALLS) {
    const get = async (stack) => {
      const request =
        call === 'POST /api/contact'
          ? leadSubmission(stack, stacks.indexOf(stack))
          : {
              url: `${stack.apiUrl}${call}`,
              headers: { cookie: stack.cookie, ...BROWSER_ENCODING },
            };
      const start = performance.now();
      const response = await fetch(request.url, request);
      if (!response.ok) throw new Error(`${call}: ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - start;
    };
    const sides = stacks.map((stack) => ({ stack, times: [], cpu: 0, dbCpu: 0 }));
    for (const side of sides) await get(side.stack);
    for (let i = 0; i < count; i += 1) {
      for (const side of sides) {
        const db = await databaseCpu(side.stack);
        const before = cpuMs(side.stack.api.child.pid);
        side.times.push(await get(side.stack));
        side.cpu += cpuMs(side.stack.api.child.pid) - before;
        if (db) side.dbCpu += databaseCpuSpent(db, await databaseCpu(side.stack));
      }
    }
    const figures = sides.map(({ stack, times, cpu, dbCpu }) => {
      times.sort((a, b) => a - b);
      const server = stack.db ? `, database CPU ${ms(dbCpu / count)}` : '';
      return { p50: rank(times, 0.5), p99: rank(times, 0.99), cpu: cpu / count, server };
    });
    const text = figures.map(
      (f) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, API CPU ${ms(f.cpu)}${f.server}`,
    );
    const ratio = figures[1]
      ? `; p99 ${(figures[0].p99 / figures[1].p99).toFixed(1)}× the other`
      : '';
    log(`${call}: ${text.join(' | other: ')}${ratio} (${count} a side)`);
  }
}

const main = {
  dir: path.resolve(values.dir),
  url: values['database-url'] ?? null,
};
const against = values['against-dir']
  ? { dir: path.resolve(values['against-dir']), url: values['against-url'] ?? null }
  : null;
const stacks = [];
try {
  for (const side of command === 'time' && against ? [main, against] : [main]) {
    const stack = await startApi(side.dir, side.url);
    stacks.push(stack);
    if (command === 'time' && side.url) stack.db = await openDatabase('postgres', side.url);
  }
  if (command === 'seed') await seed(stacks[0], main.dir, main.url);
  else await time(stacks);
} finally {
  for (const stack of stacks) {
    await stop(stack.api);
    await stack.db?.close();
  }
}
