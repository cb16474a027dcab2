/**
 * The site (frontend/build/runtime/main.js) under a stream of page requests while its API
 * is paused (SIGSTOP), resumed, stopped and started again, and on PostgreSQL while the
 * database is down: the site never exits, every page answers 200 or the branded 503 with
 * Retry-After, and it serves again once the API is back. The figures (answers per phase,
 * answers slower than 2 s, site exits) go to test-results/security/site-faults-<db>.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from '../../../scripts/free-port.cjs';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { makeTempDir } from '../support/test-database';
import { sleep, startNode, stopProcess, waitForOk } from './node-processes';
import { repoPath } from './repo-files';

const PAGES = ['/en/', '/en/?category=brand', '/portfolio/1', '/en/privacy', '/portfolio/2'];
const SLOW_MS = 2_000;
/**
 * Each visitor waits this long between its answer and its next request: four steady
 * streams of about 100 pages a second in all, a few hundred answers in each phase. Back to
 * back they were 10,000 answers a run that only kept both cores busy (load is
 * load-concurrency's and the bench's job).
 */
const PACE_MS = 40;

interface Answer {
  phase: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  outagePage: boolean;
}

describe.each(['sqlite', 'postgres'] as const)('the site when its API fails (%s)', (database) => {
  it('never exits, answers 200 or 503 with Retry-After, and serves again after', async () => {
    const siteMain = repoPath('frontend/build/runtime/main.js');
    if (!existsSync(siteMain)) throw new Error(`${siteMain} is missing: run npm run build first`);
    const data = makeTempDir('prism-site-faults-');
    let postgres: OwnPostgres | undefined;
    if (database === 'postgres') postgres = await startOwnPostgres();
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const apiEnv = {
      // The demo's images encoded and passwords hashed at the fastest settings (ADR 055).
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: data.path,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'error',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const startApi = () => startNode(repoPath('backend/dist/main.js'), repoPath('backend'), apiEnv);
    let api = startApi();
    const site = startNode(siteMain, repoPath('frontend'), {
      // The API's data folder: the AUDIENCE_SECRET it generated there.
      DATA_DIR: data.path,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      BACKEND_URL: apiUrl,
      PUBLIC_URL: siteUrl,
    });
    let siteExits = 0;
    site.on('exit', () => (siteExits += 1));
    const answers: Answer[] = [];
    let phase = 'up';
    let running = true;
    try {
      await waitForOk(`${apiUrl}/api/health`, api);
      await waitForOk(`${siteUrl}/robots.txt`, site);
      // Browsers, HAProxy and test clients reuse idle sockets: the site keeps them open
      // longer than they do, as the API does (ADR 039), or a reuse meets ECONNRESET.
      const keptAlive = await fetch(`${siteUrl}/robots.txt`);
      expect(keptAlive.headers.get('keep-alive')).toBe('timeout=65');

      // Four visitors, each asking for the next page as soon as the last one answered,
      // with the Accept-Encoding browsers send.
      const visitor = async (offset: number) => {
        for (let i = offset; running; i += 1) {
          const started = Date.now();
          try {
            const response = await fetch(`${siteUrl}${PAGES[i % PAGES.length] ?? '/'}`, {
              headers: { 'accept-encoding': 'gzip, deflate, br' },
              signal: AbortSignal.timeout(15_000),
            });
            const body = await response.text();
            answers.push({
              phase,
              status: response.status,
              ms: Date.now() - started,
              retryAfter: response.headers.get('retry-after'),
              // An old address asked without a language answers in French, the site's first.
              outagePage: /be right back|Nous revenons dans un instant/.test(body),
            });
            await sleep(PACE_MS);
          } catch {
            answers.push({
              phase,
              status: 0,
              ms: Date.now() - started,
              retryAfter: null,
              outagePage: false,
            });
            await sleep(50);
          }
        }
      };
      const visitors = Promise.all([0, 1, 2, 3].map(visitor));

      await sleep(2_000);
      phase = 'paused';
      api.kill('SIGSTOP');
      await sleep(5_000);
      phase = 'resumed';
      api.kill('SIGCONT');
      await sleep(2_000);
      phase = 'stopped';
      await stopProcess(api);
      await sleep(4_000);
      phase = 'restarted';
      api = startApi();
      await waitForOk(`${apiUrl}/api/health`, api);
      await sleep(2_000);
      if (postgres) {
        phase = 'database down';
        await postgres.stop();
        await sleep(4_000);
        phase = 'database back';
        await postgres.start();
        await sleep(4_000);
      }
      phase = 'recovered';
      await sleep(3_000);
      running = false;
      await visitors;

      const phases = [...new Set(answers.map((a) => a.phase))];
      const byPhase = Object.fromEntries(
        phases.map((name) => {
          const of = answers.filter((a) => a.phase === name);
          const statuses: Record<string, number> = {};
          for (const a of of) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          const slow = of.filter((a) => a.ms > SLOW_MS).length;
          return [name, { answers: of.length, statuses, slowerThan2s: slow }];
        }),
      );
      const figures = {
        database,
        siteExits,
        answers: answers.length,
        slowerThan2s: answers.filter((a) => a.ms > SLOW_MS).length,
        maxMs: Math.max(...answers.map((a) => a.ms)),
        byPhase,
      };
      mkdirSync(repoPath('test-results/security'), { recursive: true });
      writeFileSync(
        repoPath(`test-results/security/site-faults-${database}.json`),
        `${JSON.stringify(figures, null, 2)}\n`,
      );

      expect(siteExits).toBe(0);
      expect(site.exitCode).toBeNull();
      // A page or the outage page: never a 500, a 502 or a dropped connection.
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      for (const a of answers.filter((x) => x.status === 503)) {
        expect(a).toMatchObject({ retryAfter: '30', outagePage: true });
      }
      expect(byPhase.paused?.statuses['503']).toBeGreaterThan(0);
      expect(byPhase.stopped?.statuses['503']).toBeGreaterThan(0);
      if (postgres) expect(byPhase['database down']?.statuses['503']).toBeGreaterThan(0);
      expect(byPhase.recovered?.statuses).toEqual({ 200: byPhase.recovered?.answers });
    } finally {
      running = false;
      await stopProcess(site);
      await stopProcess(api);
      await postgres?.remove();
      data.remove();
    }
  }, 360_000);
});
