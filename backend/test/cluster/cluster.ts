/**
 * The cluster the cluster test runs (ADR 067), on loopback: one PostgreSQL, s3rver, an
 * SMTP sink, migrations run once from their own step, three API copies and two site
 * copies started from the built output with DB_MIGRATE_ON_START=false and their image's heap cap, and
 * HAProxy in front of both with infra/haproxy/haproxy.cfg, the file docker-compose.yml
 * mounts (only the addresses differ). Everything is stopped by `stop()`, also after a
 * failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import { freePort } from '../../../scripts/free-port.cjs';
import { haproxyForTests } from '../../../scripts/haproxy.cjs';
import { heapCapMb, memoryEnv } from '../../../scripts/memory-caps.cjs';
import { repoPath } from '../infra/repo-files';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { createBucket, startS3Server, type S3TestServer } from '../support/s3-server';
import { SmtpSink } from '../support/smtp-sink';
import { makeTempDir } from '../support/test-database';

export const HAPROXY_CONFIG = 'infra/haproxy/haproxy.cfg';
/** Heap caps (MB), as the images set them: an API copy holds images being encoded, a site copy its page cache. */
export const HEAP_MB = { api: heapCapMb('api'), site: heapCapMb('site') } as const;
/** How long a copy serves on, not ready, after SIGTERM: the checks need about 1.5 s. */
const SHUTDOWN_DELAY_SECONDS = '3';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Copy {
  name: string;
  kind: 'api' | 'site';
  port: number;
  url: string;
  child: ChildProcess;
  /** Exits this test did not ask for (a crash). */
  unexpectedExits: number;
}

export interface Cluster {
  copies: Copy[];
  apis: Copy[];
  sites: Copy[];
  /** HAProxy's site front: what visitors reach. */
  siteUrl: string;
  /** HAProxy's API front: what the site copies call. */
  apiUrl: string;
  statsUrl: string;
  postgres: OwnPostgres;
  /** postgres:// URL of the database every copy uses. */
  databaseUrl: string;
  sink: SmtpSink;
  admin: { username: string; password: string; email: string };
  haproxySource: string;
  /** The environment each address placeholder of the HAProxy file got. */
  haproxyEnv: Record<string, string>;
  migrateSeconds: number;
  /** Starts a stopped copy again on its port and waits until HAProxy has it up. */
  restart(copy: Copy): Promise<void>;
  /** SIGTERM and the exit (graceful drain). */
  terminate(copy: Copy): Promise<{ code: number | null }>;
  /** SIGKILL and the exit. */
  kill(copy: Copy): Promise<void>;
  /** HAProxy's view of a copy: UP, DOWN, or a transition (UP 1/2, DOWN 1/2…). */
  status(copy: Copy): Promise<string>;
  waitForStatus(copy: Copy, wanted: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** VmRSS and VmHWM (peak) in MB of each running copy. */
  memory(): Record<string, { rssMb: number; peakRssMb: number }>;
  stop(): Promise<void>;
}

function logTo(name: string): WriteStream {
  const dir = repoPath('test-results/cluster');
  mkdirSync(dir, { recursive: true });
  return createWriteStream(`${dir}/${name}.log`, { flags: 'a' });
}

async function waitUntil(what: string, test: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

export async function startCluster(): Promise<Cluster> {
  const apiMain = repoPath('backend/dist/main.js');
  const siteMain = repoPath('frontend/build/runtime/main.js');
  for (const file of [apiMain, siteMain]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  }
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const haproxy = await haproxyForTests();
    const data = makeTempDir('prism-cluster-');
    cleanups.push(() => {
      data.remove();
      return Promise.resolve();
    });
    const postgres = await startOwnPostgres({ maxConnections: 100 });
    cleanups.push(() => postgres.remove());
    const s3: S3TestServer = await startS3Server();
    cleanups.push(() => s3.stop());
    const bucket = await createBucket(s3.endpoint);
    const sink = await SmtpSink.start();
    cleanups.push(() => sink.down());

    const [siteLb, apiLb, statsLb] = [await freePort(), await freePort(), await freePort()];
    const siteUrl = `http://127.0.0.1:${siteLb}`;
    const apiUrl = `http://127.0.0.1:${apiLb}`;
    const admin = {
      username: 'owner',
      password: `owner-${randomBytes(8).toString('hex')}`,
      email: 'owner@studio.example',
    };
    const shared = {
      PATH: process.env.PATH ?? '',
      // Passwords hashed and images encoded at the fastest settings (ADR 055).
      NODE_ENV: 'test',
      DATA_DIR: data.path,
      DB_MIGRATE_ON_START: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUDIENCE_SECRET: randomBytes(24).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: admin.email,
      PUBLIC_URL: siteUrl,
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Prism <notify@studio.example>',
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '1',
      JOB_POLL_SECONDS: '1',
      CONTACT_MAX_PER_IP: '3',
      LOGIN_MAX_PER_USERNAME: '5',
      SHUTDOWN_DELAY_SECONDS,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    };

    // Migrations once, from their own step, before any copy starts.
    const migrateStarted = Date.now();
    const migrate = spawnSync(
      process.execPath,
      [repoPath('backend/dist/database/cli/migrate.js')],
      {
        cwd: repoPath('backend'),
        env: { ...shared, DATABASE_URL: postgres.url },
        encoding: 'utf8',
      },
    );
    if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stderr}`);
    const migrateSeconds = (Date.now() - migrateStarted) / 1000;

    const copies: Copy[] = [];
    const stopping = new Set<Copy>();
    const spawnCopy = (copy: Copy) => {
      const log = logTo(copy.name);
      const main = copy.kind === 'api' ? apiMain : siteMain;
      const env =
        copy.kind === 'api'
          ? {
              ...shared,
              HOST: '127.0.0.1',
              PORT: String(copy.port),
              // Named in pg_stat_activity and in the job claims the test records.
              DATABASE_URL: `${postgres.url}?application_name=${copy.name}`,
            }
          : {
              PATH: shared.PATH,
              NODE_ENV: 'production',
              HOST: '127.0.0.1',
              PORT: String(copy.port),
              BACKEND_URL: apiUrl,
              PUBLIC_URL: siteUrl,
              AUDIENCE_SECRET: shared.AUDIENCE_SECRET,
              SHUTDOWN_DELAY_SECONDS,
            };
      // The image's own memory settings (its heap cap): the copy runs as deployed.
      const child = spawn(process.execPath, [main], {
        cwd: repoPath(copy.kind === 'api' ? 'backend' : 'frontend'),
        env: { ...env, ...memoryEnv(copy.kind) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      child.once('exit', () => {
        if (!stopping.has(copy)) copy.unexpectedExits += 1;
        stopping.delete(copy);
      });
      copy.child = child;
    };
    const ready = (copy: Copy) =>
      waitUntil(
        `${copy.name} ready`,
        async () => {
          if (copy.child.exitCode !== null) throw new Error(`${copy.name} exited`);
          const path = copy.kind === 'api' ? '/api/health/ready' : '/health/ready';
          return (await fetch(`${copy.url}${path}`, { signal: AbortSignal.timeout(2_000) })).ok;
        },
        // Against a hang: three API copies starting on two busy cores took 105 s.
        240_000,
      );
    const newCopy = async (name: string, kind: 'api' | 'site'): Promise<Copy> => {
      const port = await freePort();
      const copy = {
        name,
        kind,
        port,
        url: `http://127.0.0.1:${port}`,
        child: undefined as unknown as ChildProcess,
        unexpectedExits: 0,
      };
      copies.push(copy);
      return copy;
    };
    const kill = async (copy: Copy) => {
      if (copy.child.exitCode !== null || copy.child.signalCode !== null) return;
      stopping.add(copy);
      const exited = new Promise((resolve) => copy.child.once('exit', resolve));
      copy.child.kill('SIGCONT');
      copy.child.kill('SIGKILL');
      await exited;
    };
    cleanups.push(async () => {
      await Promise.all(copies.map(kill));
    });

    const apis = [
      await newCopy('api1', 'api'),
      await newCopy('api2', 'api'),
      await newCopy('api3', 'api'),
    ] as const;
    const sites = [await newCopy('site1', 'site'), await newCopy('site2', 'site')] as const;
    // All at once on an empty database, as compose starts them: the API copies race to
    // create the owner account, one wins, and none may exit (ready() fails on an exit).
    for (const copy of copies) spawnCopy(copy);
    await Promise.all(copies.map(ready));

    const haproxyEnv = {
      PRISM_LB_SITE_BIND: `127.0.0.1:${siteLb}`,
      PRISM_LB_API_BIND: `127.0.0.1:${apiLb}`,
      PRISM_LB_STATS_BIND: `127.0.0.1:${statsLb}`,
      PRISM_SITE1: `127.0.0.1:${sites[0].port}`,
      PRISM_SITE2: `127.0.0.1:${sites[1].port}`,
      PRISM_API1: `127.0.0.1:${apis[0].port}`,
      PRISM_API2: `127.0.0.1:${apis[1].port}`,
      PRISM_API3: `127.0.0.1:${apis[2].port}`,
    };
    const lbLog = logTo('haproxy');
    const lb = spawn(haproxy.path, ['-db', '-f', repoPath(HAPROXY_CONFIG)], {
      env: { PATH: shared.PATH, ...haproxy.env, ...haproxyEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    lb.stdout.pipe(lbLog);
    lb.stderr.pipe(lbLog);
    cleanups.push(async () => {
      if (lb.exitCode !== null) return;
      const exited = new Promise((resolve) => lb.once('exit', resolve));
      lb.kill('SIGKILL');
      await exited;
    });
    const statsUrl = `http://127.0.0.1:${statsLb}`;

    const status = async (copy: Copy) => {
      const csv = await (await fetch(`${statsUrl}/;csv`)).text();
      const [header, ...rows] = csv.split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const backend = copy.kind === 'api' ? 'apis' : 'sites';
      const row = rows
        .map((line) => line.split(','))
        .find((cells) => cells[0] === backend && cells[1] === copy.name);
      return row?.[columns.indexOf('status')] ?? 'missing';
    };
    const waitForStatus = (copy: Copy, wanted: 'UP' | 'DOWN', timeoutMs = 30_000) =>
      waitUntil(
        `${copy.name} ${wanted} at HAProxy`,
        async () => (await status(copy)) === wanted,
        timeoutMs,
      );
    await Promise.all(copies.map((copy) => waitForStatus(copy, 'UP')));

    return {
      copies,
      apis: [...apis],
      sites: [...sites],
      siteUrl,
      apiUrl,
      statsUrl,
      postgres,
      databaseUrl: postgres.url,
      sink,
      admin,
      haproxySource: `${haproxy.source}${haproxy.unpackMs === null ? '' : `, downloaded and unpacked in ${(haproxy.unpackMs / 1000).toFixed(1)} s`}`,
      haproxyEnv,
      migrateSeconds,
      async restart(copy) {
        spawnCopy(copy);
        await ready(copy);
        await waitForStatus(copy, 'UP');
      },
      async terminate(copy) {
        stopping.add(copy);
        const exited = new Promise<{ code: number | null }>((resolve) =>
          copy.child.once('exit', (code) => resolve({ code })),
        );
        copy.child.kill('SIGTERM');
        return exited;
      },
      kill,
      status,
      waitForStatus,
      memory() {
        const figures: Record<string, { rssMb: number; peakRssMb: number }> = {};
        for (const copy of copies) {
          const pid = copy.child.pid;
          if (pid === undefined || copy.child.exitCode !== null) continue;
          const text = readFileSync(`/proc/${pid}/status`, 'utf8');
          const kb = (field: string) =>
            Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
          figures[copy.name] = {
            rssMb: Math.round(kb('VmRSS') / 1024),
            peakRssMb: Math.round(kb('VmHWM') / 1024),
          };
        }
        return figures;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
